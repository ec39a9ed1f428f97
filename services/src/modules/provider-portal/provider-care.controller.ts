import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  invitePatientSchema,
  patientMessageSchema,
  ProviderApiPath,
  scheduleAssessmentSchema,
  type ScheduledAssessmentView,
  scheduledAssessmentViewSchema,
  type SentInvitationView,
  sentInvitationViewSchema,
} from '@anchor/contracts';
import { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodBody, ZodParams, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { Roles } from '../../common/auth/decorators/roles.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ProviderCareService } from './provider-care.service';
import { InvitePatientUseCase } from './use-cases/invite-patient.use-case';
import { ScheduleAssessmentUseCase } from './use-cases/schedule-assessment.use-case';
import { SendPatientMessageUseCase } from './use-cases/send-patient-message.use-case';

/** A provider's requests to patients: invitations, scheduled assessments, messages. None changes patient data. */
@Controller()
@Roles('provider')
export class ProviderCareController {
  constructor(
    private readonly care: ProviderCareService,
    private readonly invitePatient: InvitePatientUseCase,
    private readonly scheduleAssessment: ScheduleAssessmentUseCase,
    private readonly sendMessage: SendPatientMessageUseCase,
  ) {}

  @Get(apiRoute(ProviderApiPath.invitations))
  @ZodResponse(z.array(sentInvitationViewSchema))
  invitations(@CurrentUser() provider: UserEntity): Promise<SentInvitationView[]> {
    return this.care.sentInvitations(provider);
  }

  @Post(apiRoute(ProviderApiPath.invitations))
  invite(
    @CurrentUser() provider: UserEntity,
    @ZodBody(invitePatientSchema) body: z.output<typeof invitePatientSchema>,
  ): Promise<{ id: number }> {
    return this.invitePatient.execute(provider, body);
  }

  @Get(apiRoute(ProviderApiPath.scheduledAssessments))
  @ZodResponse(z.array(scheduledAssessmentViewSchema))
  scheduled(@CurrentUser() provider: UserEntity, @Req() request: FastifyRequest): Promise<ScheduledAssessmentView[]> {
    return this.care.scheduled(provider, request.ip);
  }

  @Post(apiRoute(ProviderApiPath.scheduledAssessments))
  @ZodResponse(scheduledAssessmentViewSchema)
  schedule(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodBody(scheduleAssessmentSchema) body: z.output<typeof scheduleAssessmentSchema>,
  ): Promise<ScheduledAssessmentView> {
    return this.scheduleAssessment.execute(provider, body, request.ip);
  }

  @Post(apiRoute(ProviderApiPath.patientMessages))
  @HttpCode(204)
  async message(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
    @ZodBody(patientMessageSchema) body: z.output<typeof patientMessageSchema>,
  ): Promise<void> {
    await this.sendMessage.execute(provider, params.id, body, request.ip);
  }
}
