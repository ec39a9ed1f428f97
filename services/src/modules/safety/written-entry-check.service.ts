import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { tierRank } from '@anchor/clinical';
import type { CrisisCheck, CrisisEventSource } from '@anchor/contracts';
import { CrisisDetector } from './crisis-detector.service';
import { CrisisEventsService } from './crisis-events.service';

/** One free text a person wrote about themselves, and where it was written. */
export interface WrittenText {
  source: CrisisEventSource;
  text: string | null;
}

/** What the check found, and (when flagged) where the most serious text was written. */
export interface WrittenEntryCheck extends CrisisCheck {
  flaggedSource: CrisisEventSource | null;
}

/**
 * The crisis check of what a person writes outside the chat: mood check-in notes, journal entries (thought records
 * included) and practice notes. Each text is checked whole; the entry is then saved whatever the outcome (nothing
 * a person wrote is lost), and a flagged one records a crisis event in the same transaction.
 */
@Injectable()
export class WrittenEntryCheckService {
  constructor(
    private readonly detector: CrisisDetector,
    private readonly crisisEvents: CrisisEventsService,
  ) {}

  /** The most serious tier among the texts (empty ones are skipped); unsure when one was and none was flagged. */
  check(texts: readonly WrittenText[]): WrittenEntryCheck {
    let result: WrittenEntryCheck = { crisisTier: 'none', crisisUncertain: false, flaggedSource: null };
    for (const { source, text } of texts) {
      if (!text) continue;
      const assessment = this.detector.assessMessage(text);
      if (tierRank(assessment.tier) > tierRank(result.crisisTier)) {
        result = { ...result, crisisTier: assessment.tier, flaggedSource: source };
      }
      result.crisisUncertain ||= assessment.uncertain;
    }
    return result.crisisTier === 'none' ? result : { ...result, crisisUncertain: false };
  }

  /** Records the crisis event of a flagged check in the caller's transaction; nothing when nothing was flagged. */
  async recordFlagged(userId: number, check: WrittenEntryCheck, manager: EntityManager): Promise<void> {
    if (check.crisisTier === 'none' || check.flaggedSource === null) return;
    await this.crisisEvents.record(
      { userId, tier: check.crisisTier, source: check.flaggedSource, sessionId: null },
      manager,
    );
  }
}

/** The check as the client reads it (where it was flagged stays on the server). */
export function crisisCheckOf({ crisisTier, crisisUncertain }: WrittenEntryCheck): CrisisCheck {
  return { crisisTier, crisisUncertain };
}
