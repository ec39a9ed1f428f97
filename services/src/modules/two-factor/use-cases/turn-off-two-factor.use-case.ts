import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TwoFactorMessages } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { PasswordCheckService } from '../../auth/password-check.service';
import { SecondFactorCheck } from '../../auth/second-factor-check.service';
import { SecurityAuditService } from '../security-audit.service';
import { TwoFactorService } from '../two-factor.service';
import type { CodeInput } from './confirm-enrolment.use-case';

/** A patient turns two-step sign-in off with their password and a code; a provider cannot. */
@Injectable()
export class TurnOffTwoFactorUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorService,
    private readonly passwordCheck: PasswordCheckService,
    private readonly secondFactorCheck: SecondFactorCheck,
    private readonly audit: SecurityAuditService,
  ) {}

  async execute({ user, code, ip, password }: CodeInput & { password: string }): Promise<void> {
    if (user.role === 'provider') throw new ApiException(403, TwoFactorMessages.requiredForProviders);
    if (!(await this.twoFactor.isEnabled(user.id))) throw new ApiException(409, TwoFactorMessages.notOn);
    await this.passwordCheck.verify(user, password, ip, 'password', TwoFactorMessages.passwordWrong);
    await this.secondFactorCheck.verify(user, code, ip);
    await this.dataSource.transaction(async (manager) => {
      await this.twoFactor.remove(user.id, manager);
      await this.audit.record(
        { userId: user.id, username: user.username, kind: 'two_factor.disabled', actor: 'self' },
        manager,
      );
    });
  }
}
