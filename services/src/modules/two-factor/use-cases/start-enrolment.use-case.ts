import { Injectable } from '@nestjs/common';
import { TwoFactorMessages, type TwoFactorSetup } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import type { UserEntity } from '../../users/entities/user.entity';
import { newTotpSecret, totpSetup } from '../totp';
import { TwoFactorService } from '../two-factor.service';

/** A new authenticator key for the account, not yet in force: the first right code confirms it. */
@Injectable()
export class StartEnrolmentUseCase {
  constructor(private readonly twoFactor: TwoFactorService) {}

  async execute(user: UserEntity): Promise<TwoFactorSetup> {
    if (await this.twoFactor.isEnabled(user.id)) throw new ApiException(409, TwoFactorMessages.alreadyOn);
    const secret = newTotpSecret();
    await this.twoFactor.saveUnconfirmed(user.id, secret);
    return { secret, ...(await totpSetup(secret, user.username)) };
  }
}
