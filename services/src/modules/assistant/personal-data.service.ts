import { Injectable } from '@nestjs/common';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { MoodEntriesService } from '../mood/mood-entries.service';
import type { PersonalData } from './engine/engine-types';

const RECENT_MOODS = 5;

/**
 * The person's own data for the engine, read only through the owning modules' services. Its moods are their
 * check-ins: a mood noticed in chat is never summarised as one.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly assessments: AssessmentHistoryService,
    private readonly moods: MoodEntriesService,
  ) {}

  async forUser(userId: number): Promise<PersonalData> {
    const [latest, recentMoods] = await Promise.all([
      this.assessments.latestScoredSummary(userId),
      this.moods.recentCheckInScores(userId, RECENT_MOODS),
    ]);
    return {
      latestAssessment: latest
        ? {
            total: latest.total,
            clusters: latest.clusters,
            answeredCount: latest.answeredCount,
            change: latest.previousTotal === null ? null : latest.total - latest.previousTotal,
          }
        : null,
      recentMoods,
    };
  }
}
