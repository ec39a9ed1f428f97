import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  acknowledgeAlertSchema,
  type AcknowledgeAlertRequest,
  type ProviderDashboard,
  ProviderApiPath,
  type ProviderPatientCard,
  type ProviderPatientDetail,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { type IdParam, patientIdParamSchema } from './patient-id-param';
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
  dashboard(@CurrentUser() provider: UserEntity, @Req() request: FastifyRequest): Promise<ProviderDashboard> {
    return this.patients.dashboard(provider, request.ip);
  }

  @Get(apiRoute(ProviderApiPath.patients))
  list(@CurrentUser() provider: UserEntity, @Req() request: FastifyRequest): Promise<ProviderPatientCard[]> {
    return this.patients.list(provider, request.ip);
  }

  @Get(apiRoute(ProviderApiPath.patient))
  detail(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @Param(new ZodValidationPipe(patientIdParamSchema)) params: IdParam,
  ): Promise<ProviderPatientDetail> {
    return this.patients.detail(provider, params.id, request.ip);
  }

  @Post(apiRoute(ProviderApiPath.alertAcknowledgement))
  @HttpCode(204)
  async acknowledge(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @Param(new ZodValidationPipe(patientIdParamSchema)) params: IdParam,
    @Body(new ZodValidationPipe(acknowledgeAlertSchema)) body: AcknowledgeAlertRequest,
  ): Promise<void> {
    await this.acknowledgeAlert.execute(provider, params.id, body, request.ip);
  }
}
