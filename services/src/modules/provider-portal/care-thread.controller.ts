import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  type CareMessageView,
  careMessageViewSchema,
  careReplySchema,
  CareThreadApiPath,
  type MyClinicianView,
  myClinicianViewSchema,
  type ProviderThreadView,
  providerThreadViewSchema,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodBody, ZodParams, ZodResponse } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { Roles } from '../../common/auth/decorators/roles.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { CareThreadService } from './care-thread.service';
import { DeclinePatientInvitationUseCase } from './use-cases/decline-patient-invitation.use-case';
import { ReplyToClinicianUseCase } from './use-cases/reply-to-clinician.use-case';

/** The patient's side of the care thread (My clinician) and the invitation Decline. Caller's own rows only. */
@Controller()
export class PatientCareThreadController {
  constructor(
    private readonly thread: CareThreadService,
    private readonly reply: ReplyToClinicianUseCase,
    private readonly declineInvitation: DeclinePatientInvitationUseCase,
  ) {}

  @Get(apiRoute(CareThreadApiPath.myClinician))
  @ZodResponse(myClinicianViewSchema)
  mine(@CurrentUser() user: UserEntity): Promise<MyClinicianView> {
    return this.thread.forPatient(user);
  }

  @Post(apiRoute(CareThreadApiPath.myMessages))
  @ZodResponse(careMessageViewSchema)
  send(
    @CurrentUser() user: UserEntity,
    @ZodBody(careReplySchema) body: z.output<typeof careReplySchema>,
  ): Promise<CareMessageView> {
    return this.reply.execute(user, body);
  }

  @Post(apiRoute(CareThreadApiPath.myRead))
  @HttpCode(204)
  async read(@CurrentUser() user: UserEntity): Promise<void> {
    await this.thread.markReadByPatient(user);
  }

  @Post(apiRoute(CareThreadApiPath.declineInvitation))
  @HttpCode(204)
  async decline(
    @CurrentUser() user: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    await this.declineInvitation.execute(user, params.id);
  }
}

/** The provider's side: one assigned patient's thread (the provider writes through the existing message route). */
@Controller()
@Roles('provider')
export class ProviderCareThreadController {
  constructor(private readonly thread: CareThreadService) {}

  @Get(apiRoute(CareThreadApiPath.patientThread))
  @ZodResponse(providerThreadViewSchema)
  patientThread(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<ProviderThreadView> {
    return this.thread.forProvider(provider, params.id, request.ip);
  }

  @Post(apiRoute(CareThreadApiPath.patientThreadRead))
  @HttpCode(204)
  async read(
    @CurrentUser() provider: UserEntity,
    @Req() request: FastifyRequest,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    await this.thread.markReadByProvider(provider, params.id, request.ip);
  }
}
