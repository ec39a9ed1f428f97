import { Injectable } from '@nestjs/common';
import { AccountErrorCode } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { AuthRateLimiter } from './auth-rate-limiter.service';
import { PasswordService } from './password.service';
import type { UserEntity } from '../users/entities/user.entity';
import { securityEvent } from '../../common/logging/security-events';

/**
 * Re-checks the caller's password before a sensitive change. Attempts count against the same
 * per-username limit as sign-in, so a stolen session cannot be used to guess the password.
 */
@Injectable()
export class PasswordCheckService {
  constructor(
    private readonly passwords: PasswordService,
    private readonly rateLimiter: AuthRateLimiter,
  ) {}

  async verify(user: UserEntity, password: string, ip: string, field: string, message: string): Promise<void> {
    await this.rateLimiter.assertLoginAllowed(ip, user.username);
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      await this.rateLimiter.recordLoginFailure(ip, user.username);
      securityEvent('account.password_check_failed', { userId: user.id, ip, reason: field });
      throw new ApiException(403, message, { code: AccountErrorCode.wrongPassword, field });
    }
    await this.rateLimiter.resetUsername(user.username, ip);
  }
}
