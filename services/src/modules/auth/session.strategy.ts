import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import type { UserEntity } from '../users/entities/user.entity';
import type { SessionEntity } from './entities/session.entity';
import { SessionService } from './session.service';
import { presentedTokens } from './session-token';

export type AuthenticatedRequest = FastifyRequest & { user: UserEntity; authSession?: SessionEntity };

/** Passport strategy "session": an opaque token from the Bearer header or the session cookie. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessionService: SessionService) {
    super();
  }

  async validate(request: AuthenticatedRequest): Promise<UserEntity | false> {
    for (const token of presentedTokens(request)) {
      const valid = await this.sessionService.validate(token);
      if (valid) {
        request.authSession = valid.session;
        return valid.user;
      }
    }
    return false;
  }
}
