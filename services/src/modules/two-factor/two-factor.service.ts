import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Not, Repository } from 'typeorm';
import { isAuthenticatorCode, type TwoFactorStatus } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import type { UserEntity } from '../users/entities/user.entity';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';
import { TwoFactorEnrolmentEntity } from './entities/two-factor-enrolment.entity';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { claimTimeStep } from './two-factor.queries';
import { verifyTotp } from './totp';

/** Which enrolment a code is checked against: the one that signs in, or the one being set up. */
export type EnrolmentStage = 'confirmed' | 'unconfirmed';

/** Reads and checks an account's second factor; the owner of the enrolment and recovery-code tables. */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectRepository(TwoFactorEnrolmentEntity) private readonly enrolments: Repository<TwoFactorEnrolmentEntity>,
    @InjectRepository(RecoveryCodeEntity) private readonly recoveryCodes: Repository<RecoveryCodeEntity>,
    private readonly clock: Clock,
  ) {}

  async isEnabled(userId: number): Promise<boolean> {
    return this.enrolments.exists({ where: { userId, confirmedAt: Not(IsNull()) } });
  }

  async status(user: UserEntity): Promise<TwoFactorStatus> {
    const enabled = await this.isEnabled(user.id);
    const recoveryCodesLeft = enabled
      ? await this.recoveryCodes.count({ where: { userId: user.id, usedAt: IsNull() } })
      : 0;
    return { enabled, required: user.role === 'provider', recoveryCodesLeft };
  }

  async enrolment(userId: number): Promise<TwoFactorEnrolmentEntity | null> {
    return this.enrolments.findOneBy({ userId });
  }

  /**
   * True when the code is right, and spends it: an authenticator code's time step is recorded (that step and
   * older ones are refused from then on, even by a concurrent request), a recovery code is marked used.
   */
  async checkCode(userId: number, code: string, stage: EnrolmentStage = 'confirmed'): Promise<boolean> {
    const enrolment = await this.enrolments.findOneBy({ userId });
    if (!enrolment || (enrolment.confirmedAt !== null) !== (stage === 'confirmed')) return false;
    if (!isAuthenticatorCode(code)) return stage === 'confirmed' && this.spendRecoveryCode(userId, code);
    const step = await verifyTotp(enrolment.secret, code, this.clock.now(), enrolment.lastUsedStep);
    if (step === null) return false;
    return claimTimeStep(this.enrolments.manager, userId, step);
  }

  /** Replaces the unconfirmed (or absent) enrolment with a new key. */
  async saveUnconfirmed(userId: number, secret: string): Promise<void> {
    await this.enrolments.save({ userId, secret, confirmedAt: null, lastUsedStep: null, createdAt: this.clock.now() });
  }

  async confirm(userId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(TwoFactorEnrolmentEntity).update({ userId }, { confirmedAt: this.clock.now() });
  }

  /** Ten new codes replace every earlier one; the codes themselves are answered once and never stored. */
  async replaceRecoveryCodes(userId: number, manager: EntityManager): Promise<string[]> {
    const repository = manager.getRepository(RecoveryCodeEntity);
    await repository.delete({ userId });
    const codes = newRecoveryCodes();
    const createdAt = this.clock.now();
    await repository.insert(
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), usedAt: null, createdAt })),
    );
    return codes;
  }

  /** Removes the key and every recovery code: the account signs in with its password alone again. */
  async remove(userId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(RecoveryCodeEntity).delete({ userId });
    await manager.getRepository(TwoFactorEnrolmentEntity).delete({ userId });
  }

  private async spendRecoveryCode(userId: number, code: string): Promise<boolean> {
    const spent = await this.recoveryCodes.update(
      { userId, codeHash: hashRecoveryCode(code), usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
    return (spent.affected ?? 0) === 1;
  }
}
