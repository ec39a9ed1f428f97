import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SessionService } from '../../auth/session.service';
import { UsersService } from '../../users/users.service';
import { SecurityAuditService } from '../security-audit.service';
import { TwoFactorService } from '../two-factor.service';

export interface ResetTwoFactorInput {
  username: string;
  /** Who ran the command, for the audit record. */
  actor: string;
}

/**
 * The administrator's reset, for a person who lost both their authenticator and their recovery codes: the key and
 * codes are removed and every session ends, in one transaction with its audit record. A provider enrols again at
 * the next sign-in.
 */
@Injectable()
export class ResetTwoFactorUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
    private readonly audit: SecurityAuditService,
  ) {}

  async execute({ username, actor }: ResetTwoFactorInput): Promise<{ userId: number }> {
    const user = await this.users.findByUsername(username);
    if (!user) throw new Error(`No account has the username ${JSON.stringify(username)}`);
    await this.dataSource.transaction(async (manager) => {
      await this.twoFactor.remove(user.id, manager);
      await this.sessions.revokeOthers(user.id, null, manager);
      await this.audit.record(
        { userId: user.id, username: user.username, kind: 'two_factor.reset_by_admin', actor },
        manager,
      );
    });
    return { userId: user.id };
  }
}
