import { Injectable } from '@nestjs/common';
import type { AssessmentStatus, ShouldPromptMonthly } from '@anchor/contracts';
import { assessmentStatus, shouldPromptMonthly } from '@anchor/clinical';
import { Clock } from '../../common/clock';
import { AssessmentHistoryService } from './assessment-history.service';

/**
 * The monthly assessment cycle (a PCL-5 every 30 days), computed from the server's records and Clock.
 * A skipped assessment counts as taken, as it did in the first build (skipping marked the month completed).
 */
@Injectable()
export class AssessmentCycleService {
  constructor(
    private readonly history: AssessmentHistoryService,
    private readonly clock: Clock,
  ) {}

  async status(userId: number): Promise<AssessmentStatus> {
    return assessmentStatus(await this.history.lastCompletedAt(userId), this.clock.now());
  }

  async shouldPrompt(userId: number): Promise<ShouldPromptMonthly> {
    return { shouldPrompt: shouldPromptMonthly((await this.status(userId)).status) };
  }
}
