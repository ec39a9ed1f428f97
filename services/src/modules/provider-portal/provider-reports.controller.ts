import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { Bundle } from '@medplum/fhirtypes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ProviderApiPath,
  type ProviderReport,
  providerReportSchema,
  reportQuerySchema,
  summaryPdfQuerySchema,
  type SummaryPdfQuery,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodParams, ZodQuery, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { Roles } from '../../common/auth/decorators/roles.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { reportCsv } from './exports/report-csv';
import { patientSummaryPdf } from './exports/patient-summary-pdf';
import { reportPdf } from './exports/report-pdf';
import { PatientSummaryService } from './patient-summary.service';
import { ProviderReportsService } from './provider-reports.service';

function attachment(reply: FastifyReply, type: string, name: string): void {
  reply.header('Content-Type', type).header('Content-Disposition', `attachment; filename="${name}"`);
}

/** Reports (JSON, PDF, CSV) and FHIR exports for providers; the patient's own summary PDF. */
@Controller()
export class ProviderReportsController {
  constructor(
    private readonly reports: ProviderReportsService,
    private readonly summaries: PatientSummaryService,
  ) {}

  @Get(apiRoute(ProviderApiPath.report))
  @Roles('provider')
  @ZodResponse(providerReportSchema)
  report(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodQuery(reportQuerySchema) query: z.output<typeof reportQuerySchema>,
  ): Promise<ProviderReport> {
    return this.reports.report(provider, query, request.ip);
  }

  @Get(apiRoute(ProviderApiPath.reportPdf))
  @Roles('provider')
  async pdf(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodQuery(reportQuerySchema) query: z.output<typeof reportQuerySchema>,
  ): Promise<Buffer> {
    const report = await this.reports.report(provider, query, request.ip);
    attachment(reply, 'application/pdf', `anchor-${query.type}-${query.period}.pdf`);
    return reportPdf(report);
  }

  @Get(apiRoute(ProviderApiPath.reportCsv))
  @Roles('provider')
  async csv(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodQuery(reportQuerySchema) query: z.output<typeof reportQuerySchema>,
  ): Promise<string> {
    const report = await this.reports.report(provider, query, request.ip);
    attachment(reply, 'text/csv; charset=utf-8', `anchor-${query.type}-${query.period}.csv`);
    return reportCsv(report);
  }

  @Get(apiRoute(ProviderApiPath.patientFhir))
  @Roles('provider')
  @Header('Content-Type', 'application/fhir+json')
  fhir(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<Bundle> {
    return this.reports.fhir(provider, params.id, request.ip);
  }

  @Get(apiRoute(ProviderApiPath.summaryPdf))
  async ownSummary(
    @CurrentUser() patient: UserEntity,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodQuery(summaryPdfQuerySchema) query: SummaryPdfQuery,
  ): Promise<Buffer> {
    const summary = await this.summaries.summaryOf(patient, query.includeHardMoments);
    attachment(reply, 'application/pdf', 'anchor-summary.pdf');
    return patientSummaryPdf(summary);
  }
}
