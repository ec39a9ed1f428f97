import { Injectable } from '@nestjs/common';
import { AccountMessages } from '@anchor/contracts';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordCheckService } from '../auth/password-check.service';
import { securityEvent } from '../../common/logging/security-events';

export interface DeleteAccountInput {
  user: UserEntity;
  /** Re-entered to confirm. */
  password: string;
  ip: string;
}

/** DELETE /api/user: the users row goes, and every user-owned table follows by ON DELETE CASCADE. */
@Injectable()
export class DeleteAccountUseCase {
  constructor(
    private readonly users: UsersService,
    private readonly passwordCheck: PasswordCheckService,
  ) {}

  async execute({ user, password, ip }: DeleteAccountInput): Promise<void> {
    await this.passwordCheck.verify(user, password, ip, 'password', AccountMessages.passwordWrong);
    await this.users.delete(user.id);
    securityEvent('account.deleted', { userId: user.id, ip });
  }
}
