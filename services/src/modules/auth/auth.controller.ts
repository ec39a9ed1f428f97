import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiPath,
  type AuthResponse,
  authResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  SecondFactorState,
  secondFactorRequestSchema,
  TwoFactorMessages,
} from '@anchor/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-error';
import { apiRoute } from '../../common/api-route';
import { securityEvent } from '../../common/logging/security-events';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { type AppConfig, APP_CONFIG } from '../../config';
import { SendVerificationCodeUseCase } from '../email-verification/send-verification-code.use-case';
import type { UserEntity } from '../users/entities/user.entity';
import type { AuthenticatedRequest } from '../../common/auth/authenticated-request';
import { AuthRateLimiter } from './auth-rate-limiter.service';
import { AuthService, type SignedIn } from './auth.service';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { OpenBeforeSecondFactor } from '../../common/auth/decorators/open-before-second-factor.decorator';
import { Public } from '../../common/auth/decorators/public.decorator';
import { KnownDevices } from './known-devices.service';
import { SecondFactorCheck } from './second-factor-check.service';
import { answerSignedIn } from './session-reply';
import { clearSessionCookie, presentedTokens } from './session-token';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly sendVerificationCode: SendVerificationCodeUseCase,
    private readonly knownDevices: KnownDevices,
    private readonly secondFactorCheck: SecondFactorCheck,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('register')
  @ZodResponse(authResponseSchema)
  async register(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodBody(registerRequestSchema) body: z.output<typeof registerRequestSchema>,
  ): Promise<AuthResponse> {
    await this.rateLimiter.consumeRegister(request.ip);
    const signedIn = await this.auth.register(body, request.headers['user-agent']);
    securityEvent('auth.register', { userId: signedIn.user.id, ip: request.ip });
    // The account exists either way: a first code that could not be sent is asked for again from Settings.
    if (signedIn.user.email) await this.sendVerificationCode.execute(signedIn.user).catch(() => undefined);
    return this.signedIn(request, reply, signedIn);
  }

  /**
   * Failures are counted after the password is checked, so a right password never spends the limits; a
   * browser this account fully signed in from before passes the username-wide ceiling.
   */
  @Public()
  @Post('login')
  @ZodResponse(authResponseSchema)
  @HttpCode(200)
  async login(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodBody(loginRequestSchema) body: z.output<typeof loginRequestSchema>,
  ): Promise<AuthResponse> {
    const accountId = await this.auth.accountIdOf(body.username);
    const knownDevice = accountId !== null && this.knownDevices.recognises(request, accountId);
    await this.rateLimiter.assertLoginAllowed(request.ip, body.username, knownDevice);
    let signedIn: SignedIn;
    try {
      signedIn = await this.auth.login(body, request.headers['user-agent']);
    } catch (error) {
      await this.rateLimiter.recordLoginFailure(request.ip, body.username);
      // The typed username is not logged: people type their password into it by mistake.
      securityEvent('auth.login_failed', { ip: request.ip, reason: 'invalid_credentials' });
      throw error;
    }
    securityEvent('auth.login', { userId: signedIn.user.id, ip: request.ip });
    await this.rateLimiter.resetUsername(body.username, request.ip);
    return this.signedIn(request, reply, signedIn);
  }

  /** The second step: a code from the authenticator app, or a recovery code, turns the waiting session into a new one. */
  @OpenBeforeSecondFactor('code')
  @Post(apiRoute(ApiPath.loginSecondFactor))
  @ZodResponse(authResponseSchema)
  @HttpCode(200)
  async secondFactor(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user: UserEntity,
    @ZodBody(secondFactorRequestSchema) body: z.output<typeof secondFactorRequestSchema>,
  ): Promise<AuthResponse> {
    if (request.authSession?.assurance !== 'pending_second_factor') {
      throw new ApiException(409, TwoFactorMessages.alreadySignedIn);
    }
    await this.secondFactorCheck.verify(user, body.code, request.ip);
    const userAgent = request.headers['user-agent'];
    const token = await this.auth.upgradeSession(user, request.authSession.id, userAgent);
    securityEvent('auth.second_factor', { userId: user.id, ip: request.ip });
    return this.signedIn(request, reply, { user, token, secondFactor: SecondFactorState.complete });
  }

  /** Always 204: signing out of a dead session is still signing out. */
  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(presentedTokens(request));
    securityEvent('auth.logout', { ip: request.ip });
    clearSessionCookie(reply, this.config);
  }

  /** A finished sign-in (not one waiting for its code) makes this browser known to the account. */
  private signedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): AuthResponse {
    if (signedIn.secondFactor !== SecondFactorState.required) {
      this.knownDevices.remember(reply, signedIn.user.id);
    }
    return answerSignedIn(request, reply, signedIn, this.config);
  }
}
