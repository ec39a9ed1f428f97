import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../../../common/api-error';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import { UNAUTHORIZED_MESSAGE_KEY } from '../decorators/unauthorized-message.decorator';
import { clearSessionCookie, hasSessionCookie } from '../session-token';

/** Global guard: every route needs a live session unless marked @Public(). */
@Injectable()
export class SessionAuthGuard extends AuthGuard('session') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic ? true : super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error) throw error;
    if (!user) {
      const http = context.switchToHttp();
      // A dead cookie is dropped so the browser stops sending it.
      if (hasSessionCookie(http.getRequest<FastifyRequest>())) {
        clearSessionCookie(http.getResponse<FastifyReply>(), this.config);
      }
      const message = this.reflector.getAllAndOverride<string | undefined>(UNAUTHORIZED_MESSAGE_KEY, [
        context.getHandler(),
        context.getClass(),
      ]);
      throw new ApiException(401, message ?? 'Not signed in');
    }
    return user;
  }
}
