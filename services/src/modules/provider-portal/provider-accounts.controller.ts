import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuthResponse,
  ProviderApiPath,
  providerInviteSchema,
  type ProviderInviteRequest,
  type ProviderInviteView,
  providerSignUpSchema,
  type ProviderSignUpRequest,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { type AppConfig, APP_CONFIG } from '../../config';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.service';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { setSessionCookie } from '../auth/session-token';
import { toPublicUser } from '../users/public-user';
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
  create(@Body(new ZodValidationPipe(providerInviteSchema)) body: ProviderInviteRequest): Promise<ProviderInviteView> {
    return this.invite.execute(body);
  }

  @Public()
  @Post(apiRoute(ProviderApiPath.signUp))
  async signUpWithInvite(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body(new ZodValidationPipe(providerSignUpSchema)) body: ProviderSignUpRequest,
  ): Promise<AuthResponse> {
    await this.rateLimiter.consumeRegister(request.ip);
    const { user, token } = await this.signUp.execute(body, request.headers['user-agent']);
    setSessionCookie(reply, token, this.config);
    return { ...toPublicUser(user), authToken: token };
  }
}
