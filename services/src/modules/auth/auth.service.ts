import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import {
  ApiErrorCode,
  type LoginRequest,
  type RegisterRequest,
  SecondFactorState,
  type SecondFactorStateValue,
  TEST_USER,
  type UserRoleValue,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { SettingsService } from '../settings/settings.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordPolicyService } from './password-policy.service';
import { PasswordService } from './password.service';
import { SessionService } from './session.service';

export interface SignedIn {
  user: UserEntity;
  token: string;
  secondFactor: SecondFactorStateValue;
}

/** What the parsed register body holds (email, names already trimmed and nulled). */
export type RegisterInput = Omit<RegisterRequest, 'email' | 'firstName' | 'lastName'> & {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
};

/** A sign-up other than a patient's (a provider's, through an invitation): the role, and what to write with it. */
export interface RegisterOptions {
  role?: UserRoleValue;
  /** Runs inside the sign-up's transaction, so the account and this write land together or not at all. */
  withinTransaction?: (manager: EntityManager, user: UserEntity) => Promise<void>;
}

const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly passwords: PasswordService,
    private readonly passwordPolicy: PasswordPolicyService,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** User, settings row and first session are written together or not at all. */
  async register(
    input: RegisterInput,
    userAgent: string | undefined,
    options: RegisterOptions = {},
  ): Promise<SignedIn> {
    this.passwordPolicy.assertAcceptable(input.password, input.username, 'password');
    // Only a proven address is held by an account; an address someone merely typed blocks nobody.
    if (input.email && (await this.users.isEmailProvenByAnother(input.email, null))) throw emailTaken();
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.create(
          {
            username: input.username,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash,
            role: options.role ?? 'patient',
          },
          manager,
        );
        await this.settings.createFor(user.id, manager);
        await options.withinTransaction?.(manager, user);
        const token = await this.sessions.create(user.id, userAgent, 'password', manager);
        return { user, token, secondFactor: passwordOnlyState(user) };
      });
    } catch (error) {
      throw mapUniqueViolation(error);
    }
  }

  /** The account a sign-in names, to recognise a browser it signed in from before; null for an unknown username. */
  async accountIdOf(username: string): Promise<number | null> {
    return (await this.users.findByUsername(username.trim()))?.id ?? null;
  }

  async login(input: LoginRequest, userAgent: string | undefined): Promise<SignedIn> {
    const user = await this.users.findByUsername(input.username.trim());
    const valid = user
      ? await this.passwords.verify(user.passwordHash, input.password)
      : await this.passwords.verifyAgainstDummy(input.password);
    if (!user || !valid) {
      throw new ApiException(401, INVALID_CREDENTIALS_MESSAGE, { code: ApiErrorCode.invalidCredentials });
    }
    if (await this.twoFactor.isEnabled(user.id)) {
      const token = await this.sessions.create(user.id, userAgent, 'pending_second_factor');
      return { user, token, secondFactor: SecondFactorState.required };
    }
    return { user, token: await this.sessions.create(user.id, userAgent), secondFactor: passwordOnlyState(user) };
  }

  /**
   * A second factor was given: the session that carried it is replaced by a new token at the two-factor level,
   * so a token seen before the code (a fixed or leaked one) opens nothing. `endOthers` also signs out every
   * other session of the account (when two-step sign-in is turned on, a session opened with a stolen password
   * must not outlive it).
   */
  async upgradeSession(
    user: UserEntity,
    sessionId: string | null,
    userAgent: string | undefined,
    endOthers = false,
  ): Promise<string> {
    if (endOthers) await this.sessions.revokeOthers(user.id, null);
    else if (sessionId) await this.sessions.revokeById(sessionId);
    return this.sessions.create(user.id, userAgent, 'two_factor');
  }

  /** Development only (the dev-tools module is absent in production). */
  async loginAsTestUser(userAgent: string | undefined): Promise<SignedIn> {
    const user = await this.users.findByUsername(TEST_USER.username);
    if (!user) throw new ApiException(404, 'Test user does not exist');
    return { user, token: await this.sessions.create(user.id, userAgent), secondFactor: SecondFactorState.off };
  }

  async logout(tokens: string[]): Promise<void> {
    for (const token of tokens) await this.sessions.revoke(token);
  }
}

/** A session from a password alone: enough for a patient, only enrolment for a provider. */
function passwordOnlyState(user: UserEntity): SecondFactorStateValue {
  return user.role === 'provider' ? SecondFactorState.enrolmentRequired : SecondFactorState.off;
}

/** Duplicate username or email, caught by the unique constraints so that concurrent sign-ups stay correct. */
function mapUniqueViolation(error: unknown): unknown {
  if (!(error instanceof QueryFailedError)) return error;
  const driverError = error.driverError as { code?: string; constraint?: string };
  if (driverError.code !== '23505') return error;
  if (driverError.constraint === 'users_verified_email_lower_key') return emailTaken();
  if (driverError.constraint === 'users_username_key' || driverError.constraint === 'users_username_canonical_key') {
    return new ApiException(409, 'Username already exists', { code: ApiErrorCode.usernameTaken, field: 'username' });
  }
  return error;
}

function emailTaken(): ApiException {
  return new ApiException(409, 'Email already registered', { code: ApiErrorCode.emailTaken, field: 'email' });
}
