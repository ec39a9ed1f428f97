import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EmailVerificationMessages } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { UsersService } from '../users/users.service';
import type { UserEntity } from '../users/entities/user.entity';
import { addressAwaitingProof } from './address-awaiting-proof';
import { VerificationCodesService } from './verification-codes.service';
import { VerificationMailService } from './verification-mail.service';

/** Sends (or sends again) a code to the address waiting for proof: at sign-up, and from Settings. */
@Injectable()
export class SendVerificationCodeUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly mail: VerificationMailService,
  ) {}

  async execute(user: UserEntity): Promise<void> {
    // The account's row is locked so that a code is issued for the address the account holds when it commits.
    const issued = await this.dataSource.transaction(async (manager) => {
      await this.users.lock(user.id, manager);
      const current = await this.users.getById(user.id, manager);
      const address = addressAwaitingProof(current);
      if (!address) {
        const message = current.email ? EmailVerificationMessages.alreadyVerified : EmailVerificationMessages.noAddress;
        throw new ApiException(400, message, { field: 'email' });
      }
      return this.codes.issue(user.id, address, manager);
    });
    await this.mail.sendCode(issued);
  }
}
