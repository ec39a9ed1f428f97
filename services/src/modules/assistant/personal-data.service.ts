import { Injectable } from '@nestjs/common';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { MoodEntriesService } from '../mood/mood-entries.service';
import type { PersonalData } from './engine/engine-types';

const RECENT_MOODS = 5;

/** The person's own data for the engine, read only through the owning modules' services. */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly assessments: AssessmentHistoryService,
    private readonly moods: MoodEntriesService,
  ) {}

  async forUser(userId: number): Promise<PersonalData> {
    const [history, moods] = await Promise.all([
      this.assessments.page(userId, { page: 1, pageSize: 5 }),
      this.moods.listNewestFirst(userId, RECENT_MOODS),
    ]);
    const latest = history.items.find((item) => !item.skipped);
    return {
      latestAssessment: latest
        ? { total: latest.totalScore, clusters: latest.clusters, change: latest.change?.difference ?? null }
        : null,
      recentMoods: moods.map((entry) => entry.mood),
    };
  }
}
