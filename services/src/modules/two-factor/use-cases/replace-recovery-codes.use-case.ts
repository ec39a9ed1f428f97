import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TwoFactorMessages } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { SecondFactorCheck } from '../../auth/second-factor-check.service';
import { SecurityAuditService } from '../security-audit.service';
import { TwoFactorService } from '../two-factor.service';
import type { CodeInput } from './confirm-enrolment.use-case';

/** Ten new recovery codes replace the old ones (used or not), after a fresh code from the app. */
@Injectable()
export class ReplaceRecoveryCodesUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorService,
    private readonly secondFactorCheck: SecondFactorCheck,
    private readonly audit: SecurityAuditService,
  ) {}

  async execute({ user, code, ip }: CodeInput): Promise<string[]> {
    if (!(await this.twoFactor.isEnabled(user.id))) throw new ApiException(409, TwoFactorMessages.notOn);
    await this.secondFactorCheck.verify(user, code, ip);
    return this.dataSource.transaction(async (manager) => {
      const codes = await this.twoFactor.replaceRecoveryCodes(user.id, manager);
      const entry = {
        userId: user.id,
        username: user.username,
        kind: 'two_factor.recovery_codes_replaced',
        actor: 'self',
      } as const;
      await this.audit.record(entry, manager);
      return codes;
    });
  }
}
