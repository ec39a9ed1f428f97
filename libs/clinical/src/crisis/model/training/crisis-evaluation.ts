import { assessConversation, assessMessage } from '../../crisis-detector';
import type { CrisisModel, CrisisTier } from '../../crisis-types';
import { MODEL_CHECK_IN } from '../model-band';
import type { PreparedText } from './cross-validate';
import { loadRedditUsers, RISK_LABELS } from './public-datasets';
import { foldOf } from './folds';

/** One row of the figures: texts of one source and class, and how many each layer flags. */
export interface EvaluationRow {
  source: string;
  className: string;
  label: 0 | 1;
  count: number;
  rules: number;
  model: number;
  detector: number;
}

const flagged = (tier: CrisisTier, uncertain: boolean) => tier !== 'none' || uncertain;

/** Counsel Chat topics the issue names apart: trauma, grief and anger must stay almost unflagged. */
const TRAUMA_TOPICS = new Set(['trauma', 'grief-and-loss', 'anger-management', 'domestic-violence']);

function classOf(text: PreparedText): string {
  if (text.source !== 'counsel') return text.className;
  if (!text.trainable) return 'discloses suicidal thoughts';
  return TRAUMA_TOPICS.has(text.className) ? 'trauma, grief, anger' : 'other topics';
}

/** Every text scored by the model of its own fold, which never saw it; the rules alone; and both, as the product runs them. */
export function evaluateTexts(texts: readonly PreparedText[], foldModels: readonly CrisisModel[]): EvaluationRow[] {
  const rows = new Map<string, EvaluationRow>();
  for (const text of texts) {
    const className = classOf(text);
    const key = `${text.source}|${className}`;
    const row = rows.get(key) ?? {
      source: text.source,
      className,
      label: text.label,
      count: 0,
      rules: 0,
      model: 0,
      detector: 0,
    };
    const both = assessMessage(text.text, false, foldModels[text.fold]);
    row.count += 1;
    row.rules += Number(text.rulesFlag);
    row.model += Number((both.modelScore ?? 0) >= MODEL_CHECK_IN);
    row.detector += Number(flagged(both.tier, both.uncertain));
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => `${a.source}|${a.className}`.localeCompare(`${b.source}|${b.className}`));
}

/**
 * Each Reddit user's posts in order as one conversation (as a person would write them to the assistant): the user
 * counts as flagged when the conversation is flagged or asked about at any message.
 */
export function evaluateRedditConversations(foldModels: readonly CrisisModel[]): EvaluationRow[] {
  const rows = new Map<string, EvaluationRow>();
  for (const user of loadRedditUsers()) {
    const model = foldModels[foldOf(`reddit:${user.user}`)];
    const row = rows.get(user.label) ?? {
      source: 'reddit-user',
      className: user.label,
      label: RISK_LABELS.has(user.label) ? 1 : 0,
      count: 0,
      rules: 0,
      model: 0,
      detector: 0,
    };
    row.count += 1;
    row.rules += Number(conversationFlags(user.posts, undefined));
    row.detector += Number(conversationFlags(user.posts, model));
    rows.set(user.label, row);
  }
  return [...rows.values()];
}

function conversationFlags(posts: readonly string[], model: CrisisModel | undefined): boolean {
  let tier: CrisisTier = 'none';
  for (let i = 0; i < posts.length; i += 1) {
    const result = assessConversation(posts[i], posts.slice(Math.max(0, i - 10), i), tier, model);
    if (flagged(result.tier, result.uncertain)) return true;
    tier = result.tier;
  }
  return false;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export function formatRows(rows: readonly EvaluationRow[]): string {
  const header = ['source', 'class', 'label', 'n', 'rules', 'model', 'detector'];
  const lines = rows.map((row) => [
    row.source,
    row.className,
    row.label ? 'risk' : 'safe',
    String(row.count),
    percent(row.rules, row.count),
    row.source === 'reddit-user' ? '' : percent(row.model, row.count),
    percent(row.detector, row.count),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  return [header, ...lines].map((line) => line.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}

/** Recall (risk rows) or false-alarm rate (safe rows) of the whole detector over the rows a predicate picks. */
export function detectorRate(rows: readonly EvaluationRow[], pick: (row: EvaluationRow) => boolean): number {
  const picked = rows.filter(pick);
  const count = picked.reduce((sum, row) => sum + row.count, 0);
  return count === 0 ? 0 : picked.reduce((sum, row) => sum + row.detector, 0) / count;
}
