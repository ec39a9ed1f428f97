import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { ApiErrorCode, TwoFactorMessages } from '@anchor/contracts';
import { ApiException } from '../../api-error';
import { type AppConfig, APP_CONFIG } from '../../../config';
import type { AuthenticatedRequest } from '../authenticated-request';
import {
  OPEN_BEFORE_SECOND_FACTOR_KEY,
  type SecondFactorStage,
} from '../decorators/open-before-second-factor.decorator';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import { UNAUTHORIZED_MESSAGE_KEY } from '../decorators/unauthorized-message.decorator';
import { SessionService, type ValidSession } from '../../../modules/auth/session.service';
import { clearSessionCookie, hasSessionCookie } from '../../../modules/auth/session-token';
import { RouteMetadata } from './route-metadata';

/**
 * Global guard: every route needs a live session unless marked @Public(). The token comes from the Bearer
 * header (non-browser clients) or the session cookie; the first live one sets `request.user` and
 * `request.authSession`. One query per request (session joined to its user), no per-request framework layers.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  private readonly isPublic: RouteMetadata<boolean>;
  private readonly unauthorizedMessage: RouteMetadata<string>;
  private readonly openBeforeSecondFactor: RouteMetadata<SecondFactorStage>;

  constructor(
    reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.isPublic = new RouteMetadata(reflector, IS_PUBLIC_KEY);
    this.unauthorizedMessage = new RouteMetadata(reflector, UNAUTHORIZED_MESSAGE_KEY);
    this.openBeforeSecondFactor = new RouteMetadata(reflector, OPEN_BEFORE_SECOND_FACTOR_KEY);
  }

  /** A public route is let through at once: a boolean, unlike a promise, costs Nest no further awaits. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    return this.isPublic.of(context) ? true : this.authenticate(context);
  }

  private async authenticate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const valid = await this.sessions.ofRequest(request);
    if (valid) {
      this.assertSecondFactor(valid, this.openBeforeSecondFactor.of(context));
      request.user = valid.user;
      request.authSession = valid.session;
      return true;
    }
    // A dead cookie is dropped so the browser stops sending it.
    if (hasSessionCookie(request)) clearSessionCookie(http.getResponse<FastifyReply>(), this.config);
    throw new ApiException(401, this.unauthorizedMessage.of(context) ?? 'Not signed in');
  }

  /**
   * A session waiting for its code serves the code step alone. A provider's session without a second factor
   * (one who has yet to enrol) serves only enrolment: one provider sign-in opens many patients' records.
   */
  private assertSecondFactor({ session, user }: ValidSession, stage: SecondFactorStage | undefined): void {
    if (session.assurance === 'pending_second_factor' && stage !== 'code') {
      throw new ApiException(401, TwoFactorMessages.codeRequiredToContinue, {
        code: ApiErrorCode.secondFactorRequired,
      });
    }
    if (user.role === 'provider' && session.assurance === 'password' && stage === undefined) {
      throw new ApiException(403, TwoFactorMessages.enrolmentRequired, {
        code: ApiErrorCode.twoFactorEnrolmentRequired,
      });
    }
  }
}
