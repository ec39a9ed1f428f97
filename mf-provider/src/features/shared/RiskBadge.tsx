import { Badge, type BadgeTone } from '@anchor/ui';
import type { RiskLevel } from '@anchor/contracts';

/** Risk badge colours: low green, moderate yellow, high red. */
const TONE: Record<RiskLevel, BadgeTone> = { low: 'success', moderate: 'warning', high: 'danger' };

export interface RiskBadgeProps {
  level: RiskLevel | null;
}

export function RiskBadge({ level }: RiskBadgeProps) {
  if (!level) return <Badge>no shared score</Badge>;
  return <Badge tone={TONE[level]}>{level} risk</Badge>;
}
