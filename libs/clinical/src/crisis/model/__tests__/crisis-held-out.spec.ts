import { join } from 'node:path';
import { detectorRate, formatRows, type EvaluationRow } from '../training/crisis-evaluation';
import { trainingReport } from '../training/run-training-script';
import type { CrisisModelReport } from '../training/train-crisis-model';

const TRAUMA_GROUPS = new Set([
  'safe:flashback',
  'safe:nightmare',
  'safe:memory',
  'safe:trauma_narrative',
  'safe:grief',
]);

/**
 * The detector as the product runs it (rules and model), measured on texts held out of training: five folds split
 * by person and by item, so no Reddit user, question or line of ours is scored by a model that learned from it.
 * The floors sit a little under the figures measured when the model was trained (see MODEL_CARD.md).
 */
describe('crisis detector on held-out data', () => {
  let rows: EvaluationRow[];
  let committedWeightsMatch: boolean;

  beforeAll(() => {
    ({ rows, committedWeightsMatch } = trainingReport<CrisisModelReport>(
      join(__dirname, '..', 'training', 'train-crisis-model.ts'),
    ));
    console.log(`crisis detector, held-out figures (share of texts flagged or asked about):\n${formatRows(rows)}`);
  }, 300_000);

  it('is exactly what the training script makes from the committed data (seeded, so retraining changes nothing)', () => {
    expect(committedWeightsMatch).toBe(true);
  });
  it('finds our explicit statements and our chat-like risk messages', () => {
    expect(
      detectorRate(rows, (row) => row.source === 'own' && row.className === 'risk:explicit'),
    ).toBeGreaterThanOrEqual(0.95);
    expect(detectorRate(rows, (row) => row.source === 'own' && row.label === 1)).toBeGreaterThanOrEqual(0.95);
  });

  it('finds Reddit users adjudicated at ideation, behaviour or attempt when their posts are read as a conversation', () => {
    expect(detectorRate(rows, (row) => row.source === 'reddit-user' && row.label === 1)).toBeGreaterThanOrEqual(0.85);
    expect(
      detectorRate(rows, (row) => row.source === 'reddit-user' && row.className === 'Attempt'),
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('finds more of the risk users\u2019 single posts and openings than the rules alone', () => {
    const risky = rows.filter(
      (row) => row.source.startsWith('reddit-') && row.source !== 'reddit-user' && row.label === 1,
    );
    const rules = risky.reduce((sum, row) => sum + row.rules, 0);
    const both = risky.reduce((sum, row) => sum + row.detector, 0);
    expect(both).toBeGreaterThan(1.3 * rules);
  });

  it('raises at most one false alarm in ten on held-out negatives of every source', () => {
    expect(
      detectorRate(rows, (row) => row.source === 'counsel' && row.className !== 'discloses suicidal thoughts'),
    ).toBeLessThanOrEqual(0.1);
    expect(detectorRate(rows, (row) => row.source === 'hyperbole')).toBeLessThanOrEqual(0.1);
    expect(detectorRate(rows, (row) => row.source === 'own' && row.label === 0)).toBeLessThanOrEqual(0.1);
    expect(
      detectorRate(rows, (row) => row.source === 'reddit-post' && row.className === 'Supportive'),
    ).toBeLessThanOrEqual(0.1);
  });

  it('leaves trauma, grief and anger narratives almost always alone', () => {
    const trauma = (row: EvaluationRow) =>
      (row.source === 'counsel' && row.className === 'trauma, grief, anger') ||
      (row.source === 'own' && TRAUMA_GROUPS.has(row.className));
    expect(detectorRate(rows, trauma)).toBeLessThanOrEqual(0.05);
  });
});
