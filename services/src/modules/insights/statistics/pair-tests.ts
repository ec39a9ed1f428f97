import { jStat } from 'jstat';
import { pairDays, type DailySeries, type PairedDays } from './daily-series';
import { benjaminiHochberg } from './multiple-testing';
import { spearman } from './rank-correlation';

/** Fewer paired days than this and a rank correlation says more about chance than about the person. */
export const MIN_PAIRED_DAYS = 14;
/** A yes/no factor needs this many days with it and as many without it. */
export const MIN_FACTOR_DAYS = 7;
/** The false discovery rate a link must pass after the Benjamini-Hochberg correction. */
export const FALSE_DISCOVERY_RATE = 0.05;

/** Two measured series: sleep hours against mood, steps against anxiety. */
export interface MeasuredPair {
  kind: 'measured';
  id: string;
  x: DailySeries;
  y: DailySeries;
  /** 1 pairs x on a day with y on the next day (last night's sleep, today's mood). */
  lagDays: 0 | 1;
  /** What more x days are called in "4 more days of sleep entries". */
  xNoun: string;
  yNoun: string;
}

/** A yes/no factor (1 or 0 on each day y was measured) against y: practised today or not. */
export interface FactorPair {
  kind: 'factor';
  id: string;
  factor: DailySeries;
  y: DailySeries;
  /** "practice" in "3 more days with practice". */
  factorNoun: string;
}

export type PairToTest = MeasuredPair | FactorPair;

export interface PairNeedsData {
  id: string;
  status: 'needs_data';
  /** What is still missing, as a phrase: "4 more days of sleep entries". */
  needed: string;
  days: number;
}

export interface PairTested {
  id: string;
  status: 'tested';
  rho: number;
  pValue: number;
  /** The Benjamini-Hochberg adjusted p-value across every pair tested together. */
  qValue: number;
  /** True when q passes the false discovery rate: the data show a link, not a cause. */
  linked: boolean;
  days: number;
  from: string;
  to: string;
  /** Factor pairs only: median y on days with and without the factor, and how many of each. */
  withFactor?: { median: number; days: number };
  withoutFactor?: { median: number; days: number };
}

export type PairVerdict = PairNeedsData | PairTested;

function plural(count: number, noun: string): string {
  return `${count} more ${count === 1 ? 'day' : 'days'} ${noun}`;
}

function measuredShortfall(pair: MeasuredPair, paired: PairedDays): PairNeedsData | null {
  const missing = MIN_PAIRED_DAYS - paired.days.length;
  if (missing <= 0) return null;
  const noun = pair.x.size <= pair.y.size ? pair.xNoun : pair.yNoun;
  return { id: pair.id, status: 'needs_data', needed: plural(missing, `of ${noun}`), days: paired.days.length };
}

function factorShortfall(pair: FactorPair, paired: PairedDays): PairNeedsData | null {
  const withDays = paired.x.filter((value) => value === 1).length;
  const withoutDays = paired.x.length - withDays;
  const parts: string[] = [];
  if (withDays < MIN_FACTOR_DAYS) parts.push(plural(MIN_FACTOR_DAYS - withDays, `with ${pair.factorNoun}`));
  if (withoutDays < MIN_FACTOR_DAYS) parts.push(plural(MIN_FACTOR_DAYS - withoutDays, `without ${pair.factorNoun}`));
  if (parts.length === 0) return null;
  return { id: pair.id, status: 'needs_data', needed: parts.join(' and '), days: paired.days.length };
}

function factorSplit(paired: PairedDays): Pick<PairTested, 'withFactor' | 'withoutFactor'> {
  const withValues = paired.y.filter((_value, index) => paired.x[index] === 1);
  const withoutValues = paired.y.filter((_value, index) => paired.x[index] !== 1);
  return {
    withFactor: { median: jStat.median(withValues), days: withValues.length },
    withoutFactor: { median: jStat.median(withoutValues), days: withoutValues.length },
  };
}

/**
 * Tests every pair that has enough data, then corrects the p-values for testing them together
 * (Benjamini-Hochberg). A pair with too few days, or with no spread to rank, is not tested and
 * says what it still needs instead.
 */
export function testPairs(pairs: readonly PairToTest[]): PairVerdict[] {
  const verdicts: PairVerdict[] = [];
  const tested: Omit<PairTested, 'qValue' | 'linked'>[] = [];
  for (const pair of pairs) {
    const paired = pair.kind === 'measured' ? pairDays(pair.x, pair.y, pair.lagDays) : pairDays(pair.factor, pair.y, 0);
    const shortfall = pair.kind === 'measured' ? measuredShortfall(pair, paired) : factorShortfall(pair, paired);
    const result = shortfall ? null : spearman(paired.x, paired.y);
    if (shortfall || !result) {
      verdicts.push(
        shortfall ?? {
          id: pair.id,
          status: 'needs_data',
          needed: 'days whose values differ (so far every day is the same)',
          days: paired.days.length,
        },
      );
      continue;
    }
    const split = pair.kind === 'factor' ? factorSplit(paired) : {};
    const [from, to] = [paired.days[0], paired.days[paired.days.length - 1]];
    tested.push({
      id: pair.id,
      status: 'tested',
      rho: result.rho,
      pValue: result.pValue,
      days: result.n,
      from,
      to,
      ...split,
    });
  }
  const qValues = benjaminiHochberg(tested.map((pair) => pair.pValue));
  tested.forEach((pair, index) => {
    verdicts.push({ ...pair, qValue: qValues[index], linked: qValues[index] <= FALSE_DISCOVERY_RATE });
  });
  const order = new Map(pairs.map((pair, index) => [pair.id, index]));
  return verdicts.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
