import { LISTENING_TOPICS, type ListeningTopic } from '../topics';
import { TOPIC_CONFIDENT } from '../listening-topic';
import { crossValidatedTopics } from './train-topics';
import type { TopicText } from './topic-training-set';

export interface TopicFigures {
  /** Held-out texts whose first-ranked topic is their labelled one, by source. */
  accuracy: Record<'counsel' | 'own', number>;
  /** Real questions (Counsel Chat, held out) that would get no topic: read as off-topic or below TOPIC_CONFIDENT. */
  counselWithoutTopic: number;
  /** Of the held-out texts whose reply names a topic, the share where it is the right one. */
  confidentPrecision: number;
  perTopic: Array<{ topic: ListeningTopic; count: number; recall: number }>;
  table: string;
}

export function evaluateTopics(
  texts: readonly TopicText[],
  heldOut: ReturnType<typeof crossValidatedTopics> = crossValidatedTopics(texts),
): TopicFigures {
  const ranked = heldOut.map(({ text, model }) => ({ text, best: model.rank(text.text)[0] }));
  const share = (items: typeof ranked, hit: (item: (typeof ranked)[number]) => boolean) =>
    items.length === 0 ? 0 : items.filter(hit).length / items.length;
  const correct = (item: (typeof ranked)[number]) => item.best.topic === item.text.topic;
  const counsel = ranked.filter((item) => item.text.source === 'counsel');
  const perTopic = LISTENING_TOPICS.map((topic) => {
    const items = ranked.filter((item) => item.text.topic === topic);
    return { topic, count: items.length, recall: share(items, correct) };
  });
  const counselWithoutTopic = share(
    counsel,
    (item) => item.best.topic === 'off_topic' || item.best.probability < TOPIC_CONFIDENT,
  );
  const confident = ranked.filter(
    (item) => item.best.topic !== 'off_topic' && item.best.probability >= TOPIC_CONFIDENT,
  );
  const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
  const table = [
    `held-out topic accuracy: Counsel Chat ${percent(share(counsel, correct))} (${counsel.length}), ours ${percent(
      share(
        ranked.filter((item) => item.text.source === 'own'),
        correct,
      ),
    )}`,
    `held-out Counsel Chat questions given no topic (generic listening or off-topic): ${percent(counselWithoutTopic)}`,
    `held-out texts whose reply names a topic: ${confident.length}, of which the right one ${percent(share(confident, correct))}`,
    ...perTopic.map(
      (row) => `  ${row.topic.padEnd(14)} ${String(row.count).padStart(4)}  recall ${percent(row.recall)}`,
    ),
  ].join('\n');
  return {
    accuracy: {
      counsel: share(counsel, correct),
      own: share(
        ranked.filter((item) => item.text.source === 'own'),
        correct,
      ),
    },
    counselWithoutTopic,
    confidentPrecision: share(confident, correct),
    perTopic,
    table,
  };
}
