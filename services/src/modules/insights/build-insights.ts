import type { InsightPriority, InsightsResponse } from '@anchor/contracts';
import { assessmentCards } from './cards/assessment-cards';
import type { InsightCards } from './cards/card-types';
import { conversationCards } from './cards/conversation-cards';
import { correlationCards } from './cards/correlation-cards';
import { medicationCards } from './cards/medication-cards';
import { practiceCards } from './cards/practice-cards';
import { socialCards } from './cards/social-cards';
import { trackingCards } from './cards/tracking-cards';
import { buildCharts } from './insight-charts';
import type { InsightInputs } from './insight-inputs';

const RANK: Record<InsightPriority, number> = { high: 0, medium: 1, low: 2 };

/** Findings before what is still needed, then high to low (a stable sort keeps rule order within a rank). */
function byPriority<T extends { priority: InsightPriority; status: string }>(cards: T[]): T[] {
  return [...cards].sort(
    (a, b) =>
      RANK[a.priority] - RANK[b.priority] || Number(a.status === 'needs_data') - Number(b.status === 'needs_data'),
  );
}

/** Every insight rule over one user's inputs: pure, so each rule is tested on crafted data. */
export function buildInsights(inputs: InsightInputs, generatedAt: Date): InsightsResponse {
  const all: InsightCards[] = [
    correlationCards(inputs),
    assessmentCards(inputs),
    trackingCards(inputs),
    practiceCards(inputs),
    medicationCards(inputs),
    conversationCards(inputs),
    socialCards(inputs),
  ];
  return {
    generatedAt: generatedAt.toISOString(),
    today: inputs.today,
    recommendations: byPriority(all.flatMap((cards) => cards.recommendations)),
    trends: byPriority(all.flatMap((cards) => cards.trends)),
    charts: buildCharts(inputs),
  };
}
