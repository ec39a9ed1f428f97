import { useCallback } from 'react';
import { useToast } from '@anchor/app-runtime';
import type { InsightActionTarget, InsightsTabProps, RecommendationCard } from '@anchor/contracts';
import { InsightsCopy } from './copy';

export interface InsightActionHandlers extends InsightsTabProps {
  onOpenMoodCheckIn: () => void;
  onOpenHealthMetrics: () => void;
}

function go(target: InsightActionTarget, handlers: InsightActionHandlers): void {
  switch (target.kind) {
    case 'assessment':
      return handlers.onOpenAssessment?.();
    case 'mindfulness':
      return handlers.onOpenMindfulness?.(target.exercise);
    case 'reminder_settings':
      return handlers.onOpenSettings?.('reminders');
    case 'mood_check_in':
      return handlers.onOpenMoodCheckIn();
    case 'health_metrics':
      return handlers.onOpenHealthMetrics();
    case 'assistant':
      return undefined;
  }
}

/** Take Action: the 'Great choice!' toast (8 s), then the place the card points to. */
export function useInsightAction(handlers: InsightActionHandlers) {
  const toast = useToast();
  return useCallback(
    (card: RecommendationCard) => {
      toast({ title: InsightsCopy.greatChoice, description: card.action.label });
      go(card.action.target, handlers);
    },
    [toast, handlers],
  );
}
