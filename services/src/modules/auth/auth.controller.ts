import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthResponse, authResponseSchema, loginRequestSchema, registerRequestSchema } from '@anchor/contracts';
import type { z } from 'zod';
import { ZodBody, ZodResponse } from '../../common/zod-request.decorators';
import { type AppConfig, APP_CONFIG } from '../../config';
import { SendVerificationCodeUseCase } from '../email-verification/send-verification-code.use-case';
import { toPublicUser } from '../users/public-user';
import { AuthRateLimiter } from './auth-rate-limiter.service';
import { AuthService, type SignedIn } from './auth.service';
import { Public } from './decorators/public.decorator';
import { clearSessionCookie, presentedTokens, setSessionCookie } from './session-token';
import { securityEvent } from '../../common/logging/security-events';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly sendVerificationCode: SendVerificationCodeUseCase,
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
    return this.signedIn(signedIn, reply);
  }

  @Public()
  @Post('login')
  @ZodResponse(authResponseSchema)
  @HttpCode(200)
  async login(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ZodBody(loginRequestSchema) body: z.output<typeof loginRequestSchema>,
  ): Promise<AuthResponse> {
    await this.rateLimiter.consumeLogin(request.ip, body.username);
    let signedIn: SignedIn;
    try {
      signedIn = await this.auth.login(body, request.headers['user-agent']);
    } catch (error) {
      // The typed username is not logged: people type their password into it by mistake.
      securityEvent('auth.login_failed', { ip: request.ip, reason: 'invalid_credentials' });
      throw error;
    }
    securityEvent('auth.login', { userId: signedIn.user.id, ip: request.ip });
    await this.rateLimiter.resetUsername(body.username, request.ip);
    return this.signedIn(signedIn, reply);
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

  private signedIn({ user, token }: SignedIn, reply: FastifyReply): AuthResponse {
    setSessionCookie(reply, token, this.config);
    return { ...toPublicUser(user), authToken: token };
  }
}
