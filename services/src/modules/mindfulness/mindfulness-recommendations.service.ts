import { Injectable } from '@nestjs/common';
import type { MindfulnessRecommendations } from '@anchor/contracts';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { recommendedSessions } from './recommendation-rules';

/** Monthly recommendations from the person's latest PCL-5 clusters (see recommendation-rules.ts). */
@Injectable()
export class MindfulnessRecommendationsService {
  constructor(private readonly assessments: AssessmentHistoryService) {}

  async forUser(userId: number): Promise<MindfulnessRecommendations> {
    const clusters = await this.assessments.latestClusters(userId);
    return { recommendations: recommendedSessions(clusters), basis: clusters ? 'assessment' : 'default' };
  }
}
