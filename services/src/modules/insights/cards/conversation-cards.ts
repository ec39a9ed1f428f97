import type { TrendCard } from '@anchor/contracts';
import type { InsightInputs } from '../insight-inputs';
import { plural } from './card-text';
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

function voiceTrend(inputs: InsightInputs): TrendCard {
  const { messages, voiceMessages } = inputs.chat;
  const enough = voiceMessages >= MIN_VOICE;
  return {
    id: 'voice-use',
    topic: 'voice',
    status: enough ? 'finding' : 'needs_data',
    priority: 'low',
    icon: 'mic',
    title: 'Voice check-ins',
    subtitle: 'Spoken messages to the assistant, last 30 days',
    description: enough
      ? `${plural(voiceMessages, 'spoken message')} out of ${plural(messages, 'message')}.`
      : `Needs ${plural(MIN_VOICE - voiceMessages, 'more spoken message')} to the assistant (the microphone button in chat).`,
    insight: 'Speaking can be easier than typing on hard days.',
    basis: null,
  };
}

/** Moods in chat (expression), voice use, and social, which Anchor does not track. */
export function conversationCards(inputs: InsightInputs): InsightCards {
  const social: TrendCard = {
    id: 'social-connection',
    topic: 'social',
    status: 'needs_data',
    priority: 'low',
    icon: 'users',
    title: 'Connection',
    subtitle: 'Time with people who support you',
    description: 'Anchor does not read your social activity, so there is nothing to show here from data.',
    insight: 'Reaching out to one trusted person this week is a step many people find helps.',
    basis: null,
  };
  return { recommendations: [], trends: [expressionTrend(inputs.chat.moods), voiceTrend(inputs), social] };
}
