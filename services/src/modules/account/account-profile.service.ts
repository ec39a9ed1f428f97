import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AccountMessages, ApiErrorCode } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordCheckService } from './password-check.service';

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  currentPassword?: string;
}

/** PATCH /api/user/profile: names freely, the email only with the current password. */
@Injectable()
export class AccountProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly passwordCheck: PasswordCheckService,
  ) {}

  async update(user: UserEntity, changes: ProfileChanges, ip: string): Promise<UserEntity> {
    const { currentPassword, ...fields } = changes;
    const emailChanges = fields.email !== undefined && fields.email !== user.email;
    if (emailChanges) {
      if (!currentPassword) {
        throw new ApiException(400, `currentPassword: ${AccountMessages.currentPasswordRequired}`, {
          field: 'currentPassword',
        });
      }
      await this.passwordCheck.verify(
        user,
        currentPassword,
        ip,
        'currentPassword',
        AccountMessages.currentPasswordWrong,
      );
    }
    try {
      return await this.users.updateNameAndEmail(user.id, fields);
    } catch (error) {
      throw emailTaken(error);
    }
  }
}

/** The unique index on lower(email) decides, so two users racing for one address cannot both win. */
function emailTaken(error: unknown): unknown {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }) : null;
  if (driverError?.constraint !== 'users_email_lower_key') return error;
  return new ApiException(409, 'Email already registered', { code: ApiErrorCode.emailTaken, field: 'email' });
}
