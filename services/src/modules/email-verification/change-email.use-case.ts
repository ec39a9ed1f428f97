import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiErrorCode } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { type Names, UsersService } from '../users/users.service';
import type { UserEntity } from '../users/entities/user.entity';
import { type IssuedCode, VerificationCodesService } from './verification-codes.service';
import { VerificationMailService } from './verification-mail.service';

export interface ChangeEmailInput {
  user: UserEntity;
  names: Names;
  /** The new address (null removes it); undefined changes the names only. The caller checked the password. */
  email?: string | null;
}

/**
 * The profile's names and address. An unproven address is simply replaced; a proven one stays the account's
 * address until the new one is proven (it waits as pendingEmail). Either way a code goes to the new address.
 */
@Injectable()
export class ChangeEmailUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly mail: VerificationMailService,
  ) {}

  async execute({ user, names, email }: ChangeEmailInput): Promise<UserEntity> {
    const issued = await this.dataSource.transaction(async (manager) => {
      await this.users.lock(user.id, manager);
      await this.users.updateNames(user.id, names, manager);
      if (email === undefined) return null;
      return this.changeAddress(await this.users.getById(user.id, manager), email, manager);
    });
    if (issued) await this.mail.sendCode(issued);
    return this.users.getById(user.id);
  }

  private async changeAddress(
    current: UserEntity,
    email: string | null,
    manager: EntityManager,
  ): Promise<IssuedCode | null> {
    if (email === current.email) {
      // The current address again withdraws a change waiting for its code.
      if (current.pendingEmail) {
        await this.users.setPendingEmail(current.id, null, manager);
        await this.codes.remove(current.id, manager);
      }
      return null;
    }
    if (email === null) {
      // No address leaves nothing to prove.
      await this.users.setUnprovenEmail(current.id, null, manager);
      await this.codes.remove(current.id, manager);
      return null;
    }
    if (email === current.pendingEmail) return null;
    if (await this.users.isEmailProvenByAnother(email, current.id, manager)) {
      throw new ApiException(409, 'Email already registered', { code: ApiErrorCode.emailTaken, field: 'email' });
    }
    if (current.emailVerifiedAt && current.email) await this.users.setPendingEmail(current.id, email, manager);
    else await this.users.setUnprovenEmail(current.id, email, manager);
    return this.codes.issue(current.id, email, manager);
  }
}
