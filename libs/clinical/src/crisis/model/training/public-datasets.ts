import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

export const DATA_DIR = join(__dirname, '..', 'data');

export const REDDIT_LABELS = ['Supportive', 'Indicator', 'Ideation', 'Behavior', 'Attempt'] as const;
export type RedditLabel = (typeof REDDIT_LABELS)[number];
/** Users adjudicated at ideation or above speak of their own risk; the model learns them as positive. */
export const RISK_LABELS: ReadonlySet<RedditLabel> = new Set(['Ideation', 'Behavior', 'Attempt']);

export interface RedditUser {
  user: string;
  label: RedditLabel;
  posts: string[];
}

/**
 * The public file replaced some words with medical concept names; these replacements are unambiguous
 * (the concept name never reads naturally where it stands), so they are undone before use.
 */
const CONCEPT_NAMES: Array<[RegExp, string]> = [
  [/\bPain myself\b/g, 'hurt myself'],
  [/\bInjury of muscle\b/g, 'permanent'],
  [/\bSharp Pain\b/g, 'quick'],
  [/\bAsthenia\b/g, 'week'],
  [/\bHyperactive behavior\b/g, 'like'],
  [/\bFeeling unhappy\b/g, 'sadness'],
  [/(?<=[a-z,] )Tired(?= [a-z])/g, 'very'],
  [/(?<=[a-z,] )Pain(?= [a-z])/g, 'hurt'],
];

export function undoConceptNames(text: string): string {
  return CONCEPT_NAMES.reduce((out, [pattern, word]) => out.replace(pattern, word), text);
}

/** Reads a Python list of strings ("['a', \"b's\"]"), the form the Reddit file stores a user's posts in. */
export function parsePythonStringList(source: string): string[] {
  const items: string[] = [];
  let i = source.indexOf('[') + 1;
  while (i < source.length) {
    const quote = source[i];
    if (quote !== "'" && quote !== '"') {
      i += 1;
      continue;
    }
    let item = '';
    i += 1;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === '\\' && i + 1 < source.length) {
        const next = source[i + 1];
        item += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        i += 2;
      } else {
        item += source[i];
        i += 1;
      }
    }
    items.push(item);
    i += 1;
  }
  return items;
}

export function loadRedditUsers(): RedditUser[] {
  const rows = parse(readFileSync(join(DATA_DIR, 'cssrs-reddit-users.csv'), 'utf8'), { columns: true }) as Array<
    Record<'User' | 'Post' | 'Label', string>
  >;
  return rows.map((row) => ({
    user: row.User,
    label: row.Label as RedditLabel,
    posts: parsePythonStringList(row.Post)
      .map((post) => undoConceptNames(post).trim())
      .filter((post) => post.length > 0),
  }));
}

export interface CounselQuestion {
  id: string;
  topic: string;
  text: string;
}

export function loadCounselQuestions(): CounselQuestion[] {
  const rows = parse(readFileSync(join(DATA_DIR, 'counsel-chat-questions.csv'), 'utf8'), {
    columns: true,
  }) as Array<Record<'questionID' | 'topic' | 'questionTitle' | 'questionText', string>>;
  return rows.map((row) => ({
    id: row.questionID,
    topic: row.topic,
    text: `${row.questionTitle.trim()} ${row.questionText.trim()}`.trim(),
  }));
}

/** Every entry of the HYPO column is a hyperbole ("I'm dying of boredom"); the literal sentences beside it are ordinary text. */
export function loadHyperboles(): Array<{ id: string; hyperbole: string; literal: string }> {
  const lines = readFileSync(join(DATA_DIR, 'hypo-hyperboles.tsv'), 'utf8').split('\n').slice(1);
  return lines
    .map((line, index) => {
      const [hyperbole = '', , literal = ''] = line.split('\t');
      return { id: String(index), hyperbole: hyperbole.trim(), literal: literal.trim() };
    })
    .filter((row) => row.hyperbole !== '');
}

/** The first one to three sentences of a text: what a person types to open a chat. */
export function opening(text: string, sentences: number): string {
  const parts = text.match(/[^.!?\n]+(?:[.!?]+|$)/g) ?? [text];
  return parts.slice(0, sentences).join(' ').trim();
}
