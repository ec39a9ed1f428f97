import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuthResponse,
  ProviderApiPath,
  SecondFactorState,
  providerInviteSchema,
  type ProviderInviteView,
  providerInviteViewSchema,
  type ProviderPortalInfo,
  providerPortalInfoSchema,
  providerSignUpSchema,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { type AppConfig, APP_CONFIG } from '../../config';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.service';
import { Public } from '../../common/auth/decorators/public.decorator';
import { Roles } from '../../common/auth/decorators/roles.decorator';
import { answerSignedIn } from '../auth/session-reply';
import { InviteProviderUseCase } from './use-cases/invite-provider.use-case';
import { SignUpProviderUseCase } from './use-cases/sign-up-provider.use-case';

/** Provider accounts exist only through an admin's invitation. */
@Controller()
export class ProviderAccountsController {
  constructor(
    private readonly invite: InviteProviderUseCase,
    private readonly signUp: SignUpProviderUseCase,
    private readonly rateLimiter: AuthRateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(apiRoute(ProviderApiPath.adminInvites))
  @Roles('admin')
  @ZodResponse(providerInviteViewSchema)
  async create(
    @ZodBody(providerInviteSchema) body: z.output<typeof providerInviteSchema>,
  ): Promise<ProviderInviteView> {
    const { signUpUrl, expiresAt } = await this.invite.execute(body);
    return { signUpUrl, expiresAt };
  }

  /** The administrator's address (PROVIDER_CONTACT_EMAIL) and the provider idle limit, from configuration. */
  @Public()
  @Get(apiRoute(ProviderApiPath.portalInfo))
  @ZodResponse(providerPortalInfoSchema)
  info(): ProviderPortalInfo {
    return {
      contactEmail: this.config.providerPortal.contactEmail,
      idleMinutes: this.config.session.providerIdleMinutes,
    };
  }

  @Public()
  @Post(apiRoute(ProviderApiPath.signUp))
  async signUpWithInvite(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodBody(providerSignUpSchema) body: z.output<typeof providerSignUpSchema>,
  ): Promise<AuthResponse> {
    await this.rateLimiter.consumeRegister(request.ip);
    const { user, token } = await this.signUp.execute(body, request.headers['user-agent']);
    // A new provider account has no authenticator yet: the session serves enrolment until one is set up.
    return answerSignedIn(
      request,
      reply,
      { user, token, secondFactor: SecondFactorState.enrolmentRequired },
      this.config,
    );
  }
}
