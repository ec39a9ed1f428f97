import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DATA_DIR,
  loadCounselQuestions,
  loadHyperboles,
  loadRedditUsers,
  opening,
  RISK_LABELS,
} from './public-datasets';

export type TextSource = 'reddit-post' | 'reddit-opening' | 'counsel' | 'hyperbole' | 'own';

/** One labelled text. `group` keeps every text of one person (or one item) in the same fold. */
export interface LabelledText {
  text: string;
  label: 0 | 1;
  source: TextSource;
  /** What the figures are reported by: the Reddit user's label, the question's topic, the own corpus' group. */
  className: string;
  group: string;
  /** Whether the model learns from it; texts kept only for measuring have false. */
  trainable: boolean;
}

/** Our own lines: `group|text` for negatives, `group|tier|text` for positives ('#' starts a comment). */
export function readOwnLines(file: string): string[][] {
  return readFileSync(join(DATA_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('|'));
}

function redditTexts(): LabelledText[] {
  return loadRedditUsers().flatMap((user) => {
    const label = RISK_LABELS.has(user.label) ? 1 : 0;
    const group = `reddit:${user.user}`;
    return user.posts.flatMap((post, index): LabelledText[] => [
      { text: post, label, source: 'reddit-post', className: user.label, group, trainable: true },
      {
        text: opening(post, (index % 3) + 1),
        label,
        source: 'reddit-opening',
        className: user.label,
        group,
        trainable: true,
      },
    ]);
  });
}

function counselTexts(): LabelledText[] {
  return loadCounselQuestions().map((question) => ({
    text: question.text,
    label: 0,
    source: 'counsel',
    className: question.topic,
    group: `counsel:${question.id}`,
    // Some questions about depression disclose the asker's own suicidal thoughts: kept for measuring only.
    trainable: !/suicid|kill myself|end my life|want to die/i.test(question.text),
  }));
}

function hyperboleTexts(): LabelledText[] {
  return loadHyperboles().flatMap((row): LabelledText[] => [
    {
      text: row.hyperbole,
      label: 0,
      source: 'hyperbole',
      className: 'hyperbole',
      group: `hypo:${row.id}`,
      trainable: true,
    },
    {
      text: row.literal,
      label: 0,
      source: 'hyperbole',
      className: 'literal',
      group: `hypo:${row.id}`,
      trainable: true,
    },
  ]);
}

export const OWN_FILES = {
  positive: ['own-crisis.txt', 'own-chat-risk.txt'],
  negative: ['own-benign.txt', 'own-ptsd-negatives.txt'],
};

function ownTexts(): LabelledText[] {
  const positives = OWN_FILES.positive.flatMap((file) =>
    readOwnLines(file).map(([group, , ...text], index) => ({
      file,
      group,
      text: text.join('|'),
      index,
      label: 1 as const,
    })),
  );
  const negatives = OWN_FILES.negative.flatMap((file) =>
    readOwnLines(file).map(([group, ...text], index) => ({
      file,
      group,
      text: text.join('|'),
      index,
      label: 0 as const,
    })),
  );
  return [...positives, ...negatives].map((row) => ({
    text: row.text,
    label: row.label,
    source: 'own',
    className: `${row.label ? 'risk' : 'safe'}:${row.group}`,
    group: `own:${row.file}:${row.index}`,
    trainable: true,
  }));
}

export function loadTrainingSet(): LabelledText[] {
  return [...redditTexts(), ...counselTexts(), ...hyperboleTexts(), ...ownTexts()];
}

/** How much one text of each source counts in training: our chat-like lines are few but closest to the product. */
export const SOURCE_WEIGHT: Record<TextSource, number> = {
  'reddit-post': 1,
  'reddit-opening': 1,
  counsel: 3,
  hyperbole: 2,
  own: 8,
};
