import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TwoFactorMessages } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { SecondFactorCheck } from '../../auth/second-factor-check.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { SecurityAuditService } from '../security-audit.service';
import { TwoFactorService } from '../two-factor.service';

export interface CodeInput {
  user: UserEntity;
  code: string;
  ip: string;
}

/** The first right code from the app puts the key in force and hands out the recovery codes, once. */
@Injectable()
export class ConfirmEnrolmentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorService,
    private readonly secondFactorCheck: SecondFactorCheck,
    private readonly audit: SecurityAuditService,
  ) {}

  async execute({ user, code, ip }: CodeInput): Promise<string[]> {
    const enrolment = await this.twoFactor.enrolment(user.id);
    if (!enrolment) throw new ApiException(409, TwoFactorMessages.notStarted);
    if (enrolment.confirmedAt) throw new ApiException(409, TwoFactorMessages.alreadyOn);
    await this.secondFactorCheck.verify(user, code, ip, 'unconfirmed');
    return this.dataSource.transaction(async (manager) => {
      await this.twoFactor.confirm(user.id, manager);
      const codes = await this.twoFactor.replaceRecoveryCodes(user.id, manager);
      await this.audit.record(
        { userId: user.id, username: user.username, kind: 'two_factor.enabled', actor: 'self' },
        manager,
      );
      return codes;
    });
  }
}
