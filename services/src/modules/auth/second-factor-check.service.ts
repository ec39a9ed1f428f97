import { Injectable } from '@nestjs/common';
import { ApiErrorCode, TwoFactorMessages } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { securityEvent } from '../../common/logging/security-events';
import { type EnrolmentStage, TwoFactorService } from '../two-factor/two-factor.service';
import type { UserEntity } from '../users/entities/user.entity';
import { AuthRateLimiter } from './auth-rate-limiter.service';

/**
 * Every place a second-factor code is given (sign-in, enrolment, turning it off, new recovery codes) checks it
 * here, under the same limits as a password: wrong codes count per account and per address, then 429.
 */
@Injectable()
export class SecondFactorCheck {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly rateLimiter: AuthRateLimiter,
  ) {}

  async verify(user: UserEntity, code: string, ip: string, stage: EnrolmentStage = 'confirmed'): Promise<void> {
    await this.rateLimiter.assertCodeAllowed(user.id, ip);
    if (!(await this.twoFactor.checkCode(user.id, code, stage))) {
      await this.rateLimiter.recordCodeFailure(user.id, ip);
      securityEvent('auth.second_factor_failed', { userId: user.id, ip });
      throw new ApiException(400, TwoFactorMessages.codeWrong, {
        code: ApiErrorCode.invalidSecondFactor,
        field: 'code',
      });
    }
    await this.rateLimiter.resetCodeFailures(user.id);
  }
}
