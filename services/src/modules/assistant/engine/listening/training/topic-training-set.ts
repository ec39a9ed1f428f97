import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { COUNSEL_TOPIC, type ListeningTopic } from '../topics';

/** One copy of the public data serves both models: the crisis model's data folder in libs/clinical. */
const COUNSEL_FILE = join(
  __dirname,
  '../../../../../../../libs/clinical/src/crisis/model/data/counsel-chat-questions.csv',
);
const OWN_FILE = join(__dirname, '..', 'data', 'listening-utterances.txt');

export interface TopicText {
  text: string;
  topic: ListeningTopic;
  source: 'counsel' | 'own';
  /** Held out together: one question, or one line of ours. */
  group: string;
}

export function loadTopicTexts(): TopicText[] {
  const counsel = (parse(readFileSync(COUNSEL_FILE, 'utf8'), { columns: true }) as Array<Record<string, string>>).map(
    (row): TopicText => ({
      text: `${row.questionTitle.trim()} ${row.questionText.trim()}`.trim(),
      topic: COUNSEL_TOPIC[row.topic],
      source: 'counsel',
      group: `counsel:${row.questionID}`,
    }),
  );
  const own = readFileSync(OWN_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line, index): TopicText => {
      const [topic, ...text] = line.split('|');
      return { text: text.join('|'), topic: topic as ListeningTopic, source: 'own', group: `own:${index}` };
    });
  const unknown = [...counsel, ...own].filter((item) => item.topic === undefined);
  if (unknown.length > 0)
    throw new Error(`Texts without a listening topic: ${unknown.map((item) => item.group).join(', ')}`);
  return [...counsel, ...own];
}
