import { Injectable } from '@nestjs/common';
import { AccountMessages } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { ChangeEmailUseCase } from '../email-verification/change-email.use-case';
import type { UserEntity } from '../users/entities/user.entity';
import { PasswordCheckService } from '../auth/password-check.service';

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  currentPassword?: string;
}

/**
 * PATCH /api/user/profile: names freely, the email only with the current password. A new address is proven by a
 * code sent to it before it replaces a proven one (ChangeEmailUseCase).
 */
@Injectable()
export class AccountProfileService {
  constructor(
    private readonly changeEmail: ChangeEmailUseCase,
    private readonly passwordCheck: PasswordCheckService,
  ) {}

  async update(user: UserEntity, changes: ProfileChanges, ip: string): Promise<UserEntity> {
    const { currentPassword, email, ...names } = changes;
    const emailChanges = email !== undefined && email !== user.email;
    if (emailChanges) {
      if (!currentPassword) {
        throw new ApiException(400, `currentPassword: ${AccountMessages.currentPasswordRequired}`, {
          field: 'currentPassword',
        });
      }
      await this.passwordCheck.verify(
        user,
        currentPassword,
        ip,
        'currentPassword',
        AccountMessages.currentPasswordWrong,
      );
    }
    return this.changeEmail.execute({ user, names, email });
  }
}
