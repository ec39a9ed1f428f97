import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  acknowledgeAlertSchema,
  type ProviderDashboard,
  ProviderApiPath,
  type ProviderPatientCard,
  type ProviderPatientDetail,
  providerDashboardSchema,
  providerPatientCardSchema,
  providerPatientDetailSchema,
} from '@anchor/contracts';
import { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodBody, ZodParams, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { Roles } from '../../common/auth/decorators/roles.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ProviderPatientsService } from './provider-patients.service';
import { AcknowledgeAlertUseCase } from './use-cases/acknowledge-alert.use-case';

/** The provider's reads: only patients who assigned the caller, only what they shared, each read audited. */
@Controller()
@Roles('provider')
export class ProviderPortalController {
  constructor(
    private readonly patients: ProviderPatientsService,
    private readonly acknowledgeAlert: AcknowledgeAlertUseCase,
  ) {}

  @Get(apiRoute(ProviderApiPath.dashboard))
  @ZodResponse(providerDashboardSchema)
  dashboard(@CurrentUser() provider: UserEntity, @Req() request: FastifyRequest): Promise<ProviderDashboard> {
    return this.patients.dashboard(provider, request.ip);
  }

  @Get(apiRoute(ProviderApiPath.patients))
  @ZodResponse(z.array(providerPatientCardSchema))
  list(@CurrentUser() provider: UserEntity, @Req() request: FastifyRequest): Promise<ProviderPatientCard[]> {
    return this.patients.list(provider, request.ip);
  }

  @Get(apiRoute(ProviderApiPath.patient))
  @ZodResponse(providerPatientDetailSchema)
  detail(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<ProviderPatientDetail> {
    return this.patients.detail(provider, params.id, request.ip);
  }

  @Post(apiRoute(ProviderApiPath.alertAcknowledgement))
  @HttpCode(204)
  async acknowledge(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
    @ZodBody(acknowledgeAlertSchema) body: z.output<typeof acknowledgeAlertSchema>,
  ): Promise<void> {
    await this.acknowledgeAlert.execute(provider, { kind: 'assessment', id: params.id }, body, request.ip);
  }

  @Post(apiRoute(ProviderApiPath.crisisAlertAcknowledgement))
  @HttpCode(204)
  async acknowledgeCrisis(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
    @ZodBody(acknowledgeAlertSchema) body: z.output<typeof acknowledgeAlertSchema>,
  ): Promise<void> {
    await this.acknowledgeAlert.execute(provider, { kind: 'crisis', id: params.id }, body, request.ip);
  }
}
