import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse } from '@anchor/contracts';
import { type AppConfig, APP_CONFIG } from '../../config';
import { AuthService } from '../auth/auth.service';
import { Public } from '../../common/auth/decorators/public.decorator';
import { answerSignedIn } from '../auth/session-reply';

/** Signs in as TEST_USER without a password. This module is never loaded in production. */
@Controller()
export class DevToolsController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('test-login')
  @HttpCode(200)
  async testLogin(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponse> {
    return answerSignedIn(request, reply, await this.auth.loginAsTestUser(request.headers['user-agent']), this.config);
  }
}
