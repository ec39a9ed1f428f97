import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountMessages, AuthMessages, type ChangePasswordRequest } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { PasswordPolicyService } from '../auth/password-policy.service';
import { PasswordService } from '../auth/password.service';
import { SessionService } from '../auth/session.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordCheckService } from '../auth/password-check.service';
import { securityEvent } from '../../common/logging/security-events';

export interface ChangePasswordInput {
  user: UserEntity;
  request: ChangePasswordRequest;
  /** The session making the change stays signed in; every other session ends. */
  currentSessionId: string | null;
  ip: string;
}

/** POST /api/user/password: new hash and every other session revoked together; this session stays. */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordCheck: PasswordCheckService,
    private readonly passwords: PasswordService,
    private readonly passwordPolicy: PasswordPolicyService,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  async execute({ user, request, currentSessionId, ip }: ChangePasswordInput) {
    await this.passwordCheck.verify(
      user,
      request.currentPassword,
      ip,
      'currentPassword',
      AccountMessages.currentPasswordWrong,
    );
    if (await this.passwords.verify(user.passwordHash, request.newPassword)) {
      throw new ApiException(400, `newPassword: ${AuthMessages.passwordUnchanged}`, { field: 'newPassword' });
    }
    this.passwordPolicy.assertAcceptable(request.newPassword, user.username, 'newPassword');
    const passwordHash = await this.passwords.hash(request.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setPasswordHash(user.id, passwordHash, manager);
      await this.sessions.revokeOthers(user.id, currentSessionId, manager);
    });
    securityEvent('account.password_changed', { userId: user.id, ip });
  }
}
