import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountMessages } from '@anchor/contracts';
import { UserEntity } from '../users/entities/user.entity';
import { PasswordCheckService } from './password-check.service';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordCheck: PasswordCheckService,
  ) {}

  async execute({ user, password, ip }: DeleteAccountInput): Promise<void> {
    await this.passwordCheck.verify(user, password, ip, 'password', AccountMessages.passwordWrong);
    await this.dataSource.getRepository(UserEntity).delete({ id: user.id });
    securityEvent('account.deleted', { userId: user.id, ip });
  }
}
