import { Badge, type BadgeTone } from '@anchor/ui';
import { PCL5_SCREENING_SOURCE, pcl5ScreeningLabel } from '@anchor/clinical';
import type { Pcl5Screening } from '@anchor/contracts';
import { BadgeCopy } from '../portal/copy';

/**
 * Badge colours: below the screening cut-off green, near it yellow, above it red; a partial assessment grey, since
 * it draws no screening label.
 */
const TONE: Record<Pcl5Screening, BadgeTone> = {
  below_cutoff: 'success',
  near_cutoff: 'warning',
  above_cutoff: 'danger',
  partial: 'neutral',
};

export interface ScreeningBadgeProps {
  screening: Pcl5Screening | null;
  /** How many of the 20 questions the score answered (shown on a partial badge). */
  answeredCount?: number | null;
}

/** A shared PCL-5 total against the screening cut-off: a probable-PTSD screen, never a risk level. */
export function ScreeningBadge({ screening, answeredCount }: ScreeningBadgeProps) {
  if (!screening) return <Badge>{BadgeCopy.noScore}</Badge>;
  return (
    <Badge tone={TONE[screening]} title={PCL5_SCREENING_SOURCE}>
      {pcl5ScreeningLabel(screening, answeredCount ?? null)}
    </Badge>
  );
}

/** The only risk badge: a crisis moment the patient agreed to share. */
export function CrisisBadge() {
  return <Badge tone="danger">{BadgeCopy.crisis}</Badge>;
}
