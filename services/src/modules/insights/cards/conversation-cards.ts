import { jStat } from 'jstat';
import { VOICE_LEVEL_TOAST_ABOVE, type TrendCard, type VoiceAnalysis } from '@anchor/contracts';
import type { InsightInputs } from '../insight-inputs';
import { plural, round1 } from './card-text';
import type { InsightCards } from './card-types';

const MIN_MOODS = 5;
const MIN_VOICE = 3;

function expressionTrend(moods: string[]): TrendCard {
  const base = {
    id: 'expression-moods',
    topic: 'expression' as const,
    icon: 'message' as const,
    title: 'How you sound in chat',
  };
  if (moods.length < MIN_MOODS) {
    return {
      ...base,
      status: 'needs_data',
      priority: 'low',
      subtitle: 'Moods the assistant noticed, last 30 days',
      description: `Needs ${plural(MIN_MOODS - moods.length, 'more message')} in which the assistant notices a mood.`,
      insight: 'Chatting with Anchor Assistant about how you feel builds this picture.',
      basis: null,
    };
  }
  const counts = new Map<string, number>();
  for (const mood of moods) counts.set(mood, (counts.get(mood) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return {
    ...base,
    status: 'finding',
    priority: 'medium',
    subtitle: `${plural(moods.length, 'message')} with a mood, last 30 days`,
    description: `Most often: ${top.map(([mood, count]) => `${mood} (${count})`).join(', ')}.`,
    insight: 'These are the words of your messages as the assistant read them, not a judgement of how you are.',
    basis: null,
  };
}

/** 'sleep_problems' reads as "sleep problems". */
function indicatorName(indicator: string): string {
  return indicator.replace(/_/g, ' ');
}

function topIndicators(analyses: VoiceAnalysis[]): string {
  const counts = new Map<string, number>();
  for (const indicator of analyses.flatMap((analysis) => analysis.ptsdIndicators)) {
    counts.set(indicator, (counts.get(indicator) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return top.length === 0
    ? ''
    : ` The experiences you described most: ${top.map(([name, count]) => `${indicatorName(name)} (${count})`).join(', ')}.`;
}

function voiceTrend(inputs: InsightInputs): TrendCard {
  const analyses = inputs.chat.voice;
  const base = {
    id: 'voice-analyses',
    topic: 'voice' as const,
    icon: 'mic' as const,
    title: 'Voice check-ins',
    subtitle: 'Spoken messages to the assistant, last 30 days',
  };
  if (analyses.length < MIN_VOICE) {
    return {
      ...base,
      status: 'needs_data',
      priority: 'low',
      description: `Needs ${plural(MIN_VOICE - analyses.length, 'more spoken message')} to the assistant (the microphone button in chat).`,
      insight: 'Speaking can be easier than typing on hard days.',
      basis: null,
    };
  }
  const anxiety = jStat.mean(analyses.map((analysis) => analysis.anxietyLevel));
  const low = jStat.mean(analyses.map((analysis) => analysis.depressionLevel));
  const flagged = analyses.filter((analysis) => analysis.mentalHealthFlags.length > 0).length;
  return {
    ...base,
    status: 'finding',
    priority: flagged > 0 || Math.max(anxiety, low) > VOICE_LEVEL_TOAST_ABOVE ? 'high' : 'medium',
    description: `Across ${plural(analyses.length, 'spoken message')}, anxiety in your words averaged ${round1(anxiety)} and low mood ${round1(low)} (0-10).${topIndicators(analyses)}`,
    insight:
      flagged > 0
        ? `${plural(flagged, 'message')} raised a safety concern. If you are in crisis, call or text 988, text HOME to 741741, or call 911.`
        : 'These levels come from the words you used, as the assistant read them; they are not a diagnosis.',
    basis: null,
  };
}

/** Moods in chat (expression) and voice analyses. */
export function conversationCards(inputs: InsightInputs): InsightCards {
  return { recommendations: [], trends: [expressionTrend(inputs.chat.moods), voiceTrend(inputs)] };
}
