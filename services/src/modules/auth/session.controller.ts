import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPath, type SessionState, sessionStateSchema } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { Public } from '../../common/auth/decorators/public.decorator';
import { ZodResponse } from '../../common/zod-request.decorators';
import { type AppConfig, APP_CONFIG } from '../../config';
import { toPublicUser } from '../users/public-user';
import { SessionService } from './session.service';
import { clearSessionCookie, hasSessionCookie } from './session-token';

@Controller()
export class SessionController {
  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The client's "who is signed in": nobody is an answer (200, `user: null`), not an error, so a signed-out page
   * logs none. It tells what `GET /api/user` does: a session waiting for its code is nobody yet, a provider who has
   * yet to enrol is signed in, and a dead cookie is dropped so the browser stops sending it.
   */
  @Public()
  @Get(apiRoute(ApiPath.session))
  @ZodResponse(sessionStateSchema)
  async current(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    const valid = await this.sessions.ofRequest(request);
    if (!valid) {
      if (hasSessionCookie(request)) clearSessionCookie(reply, this.config);
      return { user: null };
    }
    return { user: valid.session.assurance === 'pending_second_factor' ? null : toPublicUser(valid.user) };
  }
}
