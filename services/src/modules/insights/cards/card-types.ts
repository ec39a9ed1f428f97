import type { RecommendationCard, TrendCard } from '@anchor/contracts';

/** What one insight rule adds: any number of recommendations and trend cards. */
export interface InsightCards {
  recommendations: RecommendationCard[];
  trends: TrendCard[];
}
