import type { InsightIcon, InsightPriority, RecommendationCard, TrendCard } from '@anchor/contracts';
import { Badge, Button } from '@anchor/ui';
import { Icon, type IconName } from '@anchor/ui/icons';
import { InsightsCopy } from './copy';
import {
  StyledCardHead,
  StyledGlyph,
  StyledInsightCard,
  StyledMuted,
  StyledText,
  StyledTrendButton,
} from './insight-card-styles';

const TONE = { high: 'danger', medium: 'warning', low: 'neutral' } as const;

/** The icon drawn for each icon name the server sends. */
const ICONS: Record<InsightIcon, IconName> = {
  link: 'link',
  brain: 'brain',
  trending: 'trending',
  mic: 'mic',
  moon: 'moon',
  activity: 'activity',
  pill: 'pill',
  message: 'message',
  users: 'users',
  heart: 'heart',
  leaf: 'leaf',
};

function CardIcon({ icon }: { icon: InsightIcon }) {
  return (
    <StyledGlyph>
      <Icon name={ICONS[icon]} />
    </StyledGlyph>
  );
}

function PriorityBadge({ priority, needsData }: { priority: InsightPriority; needsData: boolean }) {
  return (
    <Badge tone={needsData ? 'neutral' : TONE[priority]}>
      {needsData ? InsightsCopy.needsData : InsightsCopy.priority[priority]}
    </Badge>
  );
}

export interface RecommendationItemProps {
  card: RecommendationCard;
  onTakeAction: (card: RecommendationCard) => void;
}

export function RecommendationItem({ card, onTakeAction }: RecommendationItemProps) {
  return (
    <StyledInsightCard aria-label={card.action.label}>
      <StyledCardHead>
        <CardIcon icon={card.icon} />
        <PriorityBadge priority={card.priority} needsData={card.status === 'needs_data'} />
      </StyledCardHead>
      <StyledText>{card.description}</StyledText>
      <StyledMuted>{card.prediction}</StyledMuted>
      <div>
        <Button
          size="sm"
          onClick={() => onTakeAction(card)}
          aria-label={`${InsightsCopy.takeAction}: ${card.action.label}`}
        >
          {InsightsCopy.takeAction}
        </Button>{' '}
        <StyledMuted as="span">{card.action.label}</StyledMuted>
      </div>
    </StyledInsightCard>
  );
}

export interface TrendItemProps {
  card: TrendCard;
  onOpen: (card: TrendCard) => void;
}

export function TrendItem({ card, onOpen }: TrendItemProps) {
  return (
    <StyledTrendButton type="button" onClick={() => onOpen(card)}>
      <StyledInsightCard as="span">
        <StyledCardHead as="span">
          <CardIcon icon={card.icon} />
          <strong>{card.title}</strong>
          <PriorityBadge priority={card.priority} needsData={card.status === 'needs_data'} />
        </StyledCardHead>
        <StyledMuted as="span">{card.subtitle}</StyledMuted>
        <StyledText as="span">{card.description}</StyledText>
        <StyledMuted as="span">{card.insight}</StyledMuted>
      </StyledInsightCard>
    </StyledTrendButton>
  );
}
