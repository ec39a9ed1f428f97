import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  ApiErrorCode,
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_MAX_WRONG,
  EMAIL_CODE_MINUTES,
  EMAIL_CODE_SENDS_PER_HOUR,
  EmailVerificationMessages,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { type AppConfig, APP_CONFIG } from '../../config';
import { takeCodeTry } from './email-verification.queries';
import { EmailVerificationCodeEntity } from './entities/email-verification-code.entity';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A code just written for `email`, and the row it replaced (put back should the mail not go out). */
export interface IssuedCode {
  userId: number;
  email: string;
  code: string;
  previous: EmailVerificationCodeEntity | null;
}

/**
 * The email_verification_codes table's one owner. A code is kept only as an HMAC under a key derived from
 * DATA_ENCRYPTION_KEY, so a copy of the database alone cannot turn rows back into codes.
 */
@Injectable()
export class VerificationCodesService {
  private readonly hmacKey: Buffer;

  constructor(
    @InjectRepository(EmailVerificationCodeEntity) private readonly codes: Repository<EmailVerificationCodeEntity>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    const key = Buffer.from(config.dataEncryptionKey, 'hex');
    this.hmacKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'anchor e-mail verification codes', 32));
  }

  find(userId: number): Promise<EmailVerificationCodeEntity | null> {
    return this.codes.findOneBy({ userId });
  }

  /**
   * A fresh code for `email`, replacing the earlier one, with its own tries. 429 when the account already asked
   * for EMAIL_CODE_SENDS_PER_HOUR codes within the hour: each code is a message in someone's inbox.
   */
  async issue(userId: number, email: string, manager: EntityManager): Promise<IssuedCode> {
    const repository = manager.getRepository(EmailVerificationCodeEntity);
    const previous = await repository.findOneBy({ userId });
    const now = this.clock.now();
    const windowOpen = previous !== null && now.getTime() - previous.windowStartedAt.getTime() < HOUR_MS;
    if (windowOpen && previous.sendsInWindow >= EMAIL_CODE_SENDS_PER_HOUR) {
      throw new ApiException(429, EmailVerificationMessages.tooManySends, { code: ApiErrorCode.rateLimited });
    }
    const code = randomInt(0, 10 ** EMAIL_CODE_DIGITS)
      .toString()
      .padStart(EMAIL_CODE_DIGITS, '0');
    await repository.save({
      userId,
      email,
      codeHash: this.hash(userId, email, code),
      expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * MINUTE_MS),
      failedAttempts: 0,
      sendsInWindow: windowOpen ? previous.sendsInWindow + 1 : 1,
      windowStartedAt: windowOpen ? previous.windowStartedAt : now,
    });
    return { userId, email, code, previous };
  }

  /** Undoes `issue` after its mail failed: the earlier code works again, and the send is not counted. */
  async restore(issued: IssuedCode): Promise<void> {
    if (issued.previous) await this.codes.save(issued.previous);
    else await this.codes.delete({ userId: issued.userId });
  }

  /**
   * Uses up one try before the code is compared, in one statement, so that parallel guesses cannot get past
   * EMAIL_CODE_MAX_WRONG. False when the tries are used up.
   */
  takeTry(userId: number): Promise<boolean> {
    return takeCodeTry(this.codes.manager, userId, EMAIL_CODE_MAX_WRONG);
  }

  matches(row: EmailVerificationCodeEntity, code: string): boolean {
    const given = Buffer.from(this.hash(row.userId, row.email, code), 'hex');
    const stored = Buffer.from(row.codeHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }

  async remove(userId: number, manager?: EntityManager): Promise<void> {
    await (manager?.getRepository(EmailVerificationCodeEntity) ?? this.codes).delete({ userId });
  }

  /** Bound to the account and the address, so a code proves only the address it was sent to. */
  private hash(userId: number, email: string, code: string): string {
    return createHmac('sha256', this.hmacKey).update(`${userId}\n${email}\n${code}`).digest('hex');
  }
}
