import { Injectable } from '@nestjs/common';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AuthMessages, PASSWORD_MIN_LENGTH } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';

/**
 * zxcvbn scores 0 and 1 mean fewer than a million guesses: the password is on, or close to, the common and
 * breached password lists shipped with @zxcvbn-ts/language-common (checked offline, nothing is sent anywhere).
 */
const MIN_SCORE = 2;

function sameText(a: string, b: string): boolean {
  return a.normalize('NFKC').trim().toLowerCase() === b.normalize('NFKC').trim().toLowerCase();
}

/** What a new password must be: long enough, not common or breached, not the username. */
@Injectable()
export class PasswordPolicyService {
  private estimator?: ZxcvbnFactory;

  /** Why the password is refused, or null when it is acceptable. */
  problem(password: string, username: string): string | null {
    if (password.length < PASSWORD_MIN_LENGTH) return AuthMessages.passwordTooShort;
    if (sameText(password, username)) return AuthMessages.passwordIsUsername;
    this.estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    if (this.estimator.check(password).score < MIN_SCORE) return AuthMessages.passwordTooCommon;
    return null;
  }

  /** Throws a 400 naming `field` when the password is refused. */
  assertAcceptable(password: string, username: string, field: string): void {
    const problem = this.problem(password, username);
    if (problem) throw new ApiException(400, `${field}: ${problem}`, { field });
  }
}
