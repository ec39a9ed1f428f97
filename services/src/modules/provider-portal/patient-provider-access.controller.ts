import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type PatientInvitationView,
  patientInvitationViewSchema,
  type ProviderAccessEvent,
  providerAccessEventSchema,
  ProviderApiPath,
} from '@anchor/contracts';
import { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodParams, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
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
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    await this.acceptInvitation.execute(user, params.id);
  }
}
