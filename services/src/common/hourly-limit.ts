import { ApiException } from './api-error';

export const HOUR_MS = 3_600_000;

/** A 429 for a per-hour bound (invitations, replies): its sentence, and Retry-After an hour. */
export class HourlyLimitException extends ApiException {
  readonly retryAfterSeconds = HOUR_MS / 1000;

  constructor(sentence: string) {
    super(429, sentence);
  }
}

/** The instant an hour before `now`: rows created after it count toward an hourly bound. */
export const anHourBefore = (now: Date): Date => new Date(now.getTime() - HOUR_MS);
