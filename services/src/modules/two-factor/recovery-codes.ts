import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@anchor/contracts';

/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i, so a code copied by hand stays right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * Ten codes of 16 characters from a 31-letter alphabet, about 79 bits each. Codes this random are stored as a
 * plain SHA-256: no guessing from a leaked digest can succeed, and one digest is looked up by index, where argon2id
 * (needed for low-entropy passwords) would cost ten slow hashes per attempt and hand out a cheap way to load the
 * server.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const groups = Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    return groups.join('-');
  });
}

/** The digest stored and looked up: case, spaces and dashes do not matter when a code is typed. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}
