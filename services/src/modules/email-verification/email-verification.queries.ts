import type { EntityManager } from 'typeorm';
import { EmailVerificationCodeEntity } from './entities/email-verification-code.entity';

// The email_verification_codes table's query builders; VerificationCodesService calls them.

/**
 * Uses up one try of the user's code in one guarded statement, so that parallel guesses cannot get past `limit`.
 * False when the tries are used up (or there is no code).
 */
export async function takeCodeTry(manager: EntityManager, userId: number, limit: number): Promise<boolean> {
  const result = await manager
    .getRepository(EmailVerificationCodeEntity)
    .createQueryBuilder()
    .update(EmailVerificationCodeEntity)
    .set({ failedAttempts: () => 'failed_attempts + 1' })
    .where('user_id = :userId AND failed_attempts < :limit', { userId, limit })
    .execute();
  return result.affected === 1;
}
