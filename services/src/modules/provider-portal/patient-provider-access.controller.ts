import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type PatientInvitationView,
  patientInvitationViewSchema,
  type ProviderAccessEvent,
  providerAccessEventSchema,
  ProviderApiPath,
} from '@anchor/contracts';
import { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodResponse } from '../../common/zod-request.decorators';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { type IdParam, patientIdParamSchema } from './patient-id-param';
import { ProviderAuditService } from './provider-audit.service';
import { ProviderCareService } from './provider-care.service';
import { AcceptPatientInvitationUseCase } from './use-cases/accept-patient-invitation.use-case';

/** The patient's side of provider access: who read what, and invitations to accept. Caller's own rows only. */
@Controller()
export class PatientProviderAccessController {
  constructor(
    private readonly audit: ProviderAuditService,
    private readonly care: ProviderCareService,
    private readonly acceptInvitation: AcceptPatientInvitationUseCase,
  ) {}

  @Get(apiRoute(ProviderApiPath.accessLog))
  @ZodResponse(z.array(providerAccessEventSchema))
  accessLog(@CurrentUser() user: UserEntity): Promise<ProviderAccessEvent[]> {
    return this.audit.forPatient(user.id);
  }

  @Get(apiRoute(ProviderApiPath.patientInvitations))
  @ZodResponse(z.array(patientInvitationViewSchema))
  invitations(@CurrentUser() user: UserEntity): Promise<PatientInvitationView[]> {
    return this.care.pendingInvitations(user);
  }

  @Post(apiRoute(ProviderApiPath.acceptInvitation))
  @HttpCode(204)
  async accept(
    @CurrentUser() user: UserEntity,
    @Param(new ZodValidationPipe(patientIdParamSchema)) params: IdParam,
  ): Promise<void> {
    await this.acceptInvitation.execute(user, params.id);
  }
}
