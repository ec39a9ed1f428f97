import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { EmailVerificationMessages } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { UsersService } from '../users/users.service';
import type { UserEntity } from '../users/entities/user.entity';
import { addressAwaitingProof } from './address-awaiting-proof';
import { VerificationCodesService } from './verification-codes.service';
import { VerificationMailService } from './verification-mail.service';

export interface VerifyEmailInput {
  user: UserEntity;
  code: string;
}

/**
 * The code proves the address it was sent to: that address becomes the account's, verified now. When it replaced
 * a proven address, the old address is told.
 */
@Injectable()
export class VerifyEmailUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly mail: VerificationMailService,
    private readonly clock: Clock,
  ) {}

  async execute({ user, code }: VerifyEmailInput): Promise<UserEntity> {
    const address = addressAwaitingProof(user);
    const row = await this.codes.find(user.id);
    if (!address || !row || row.email !== address) throw codeRefused(EmailVerificationMessages.noCode);
    if (row.expiresAt <= this.clock.now()) throw codeRefused(EmailVerificationMessages.codeExpired);
    if (!(await this.codes.takeTry(user.id))) throw codeRefused(EmailVerificationMessages.codeUsedUp);
    if (!this.codes.matches(row, code)) throw codeRefused(EmailVerificationMessages.codeWrong);
    await this.prove(user.id, address);
    const previous = user.emailVerifiedAt ? user.email : null;
    if (previous && previous !== address) await this.mail.sendChangeNotice(previous, address);
    return this.users.getById(user.id);
  }

  private async prove(userId: number, address: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.users.lock(userId, manager);
        // The address may have changed since the code was read (another tab): the code no longer fits it.
        if (addressAwaitingProof(await this.users.getById(userId, manager)) !== address) {
          throw codeRefused(EmailVerificationMessages.noCode);
        }
        if (await this.users.isEmailProvenByAnother(address, userId, manager)) throw provenElsewhere();
        await this.users.confirmEmail(userId, address, this.clock.now(), manager);
        await this.codes.remove(userId, manager);
      });
    } catch (error) {
      // Two accounts proving one address at once: the partial unique index lets one win.
      throw isProvenAddressConflict(error) ? provenElsewhere() : error;
    }
  }
}

function codeRefused(message: string): ApiException {
  return new ApiException(400, message, { field: 'code' });
}

function provenElsewhere(): ApiException {
  return new ApiException(409, EmailVerificationMessages.provenElsewhere, { field: 'email' });
}

function isProvenAddressConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return (error.driverError as { constraint?: string }).constraint === 'users_verified_email_lower_key';
}
