import { localDay } from '../../../../common/local-day';
import { addDays, pairDays, type DailySeries } from '../daily-series';
import { benjaminiHochberg } from '../multiple-testing';
import { testPairs, type PairTested, type PairToTest } from '../pair-tests';
import { spearman } from '../rank-correlation';

const START = '2026-03-01';

/** A series with one value per day from START, in order. */
function series(values: readonly number[], start = START): DailySeries {
  return new Map(values.map((value, index) => [addDays(start, index), value]));
}

const ascending14 = Array.from({ length: 14 }, (_v, index) => index + 1);
/** Spearman p = 0.0304 against ascending14 (scipy): linked alone, not once corrected for three tests. */
const moderate14 = [2, 5, 7, 4, 1, 6, 14, 8, 9, 10, 11, 12, 3, 13];
/** Spearman rho = 0.015, p = 0.958 against ascending14 (scipy). */
const unrelated14 = [8, 12, 2, 9, 11, 5, 10, 6, 1, 3, 14, 4, 7, 13];

function measured(id: string, x: readonly number[], y: readonly number[], lagDays: 0 | 1 = 0): PairToTest {
  return { kind: 'measured', id, x: series(x), y: series(y), lagDays, xNoun: 'sleep entries', yNoun: 'mood check-ins' };
}

describe('spearman', () => {
  it('matches scipy on a small sample with a tie-free x and tied y', () => {
    const result = spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7]);
    expect(result?.rho).toBeCloseTo(0.8207826816681233, 10);
    expect(result?.pValue).toBeCloseTo(0.08858700531354384, 8);
    expect(result?.n).toBe(5);
  });

  it('matches scipy with ties in x over 14 days', () => {
    const result = spearman(
      [1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
      [2, 1, 4, 3, 6, 5, 8, 7, 10, 9, 12, 11, 14, 13],
    );
    expect(result?.rho).toBeCloseTo(0.9636969527904213, 10);
    expect(result?.pValue).toBeCloseTo(3.055785215217322e-8, 12);
  });

  it('gives a negative rho for an inverse relation and none for a constant series', () => {
    expect(spearman(ascending14, [...ascending14].reverse())?.rho).toBe(-1);
    expect(
      spearman(
        ascending14,
        ascending14.map(() => 5),
      ),
    ).toBeNull();
  });
});

describe('benjaminiHochberg', () => {
  it('matches scipy false_discovery_control', () => {
    const adjusted = benjaminiHochberg([0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205]);
    const expected = [0.008, 0.032, 0.0672, 0.0672, 0.0672, 0.08, 0.08457142857142856, 0.205];
    adjusted.forEach((q, index) => expect(q).toBeCloseTo(expected[index], 12));
  });

  it('keeps the input order', () => {
    const adjusted = benjaminiHochberg([0.01, 0.04, 0.03, 0.005]);
    [0.02, 0.04, 0.04, 0.02].forEach((q, index) => expect(adjusted[index]).toBeCloseTo(q, 12));
  });
});

describe('pairDays and localDay', () => {
  it('pairs x with the next day of y when lagged, skipping days without both', () => {
    const x = new Map([
      ['2026-03-01', 7],
      ['2026-03-02', 5],
      ['2026-03-04', 8],
    ]);
    const y = new Map([
      ['2026-03-02', 6],
      ['2026-03-03', 4],
      ['2026-03-04', 9],
    ]);
    expect(pairDays(x, y, 1)).toEqual({ x: [7, 5], y: [6, 4], days: ['2026-03-01', '2026-03-02'] });
    expect(pairDays(x, y, 0)).toEqual({ x: [5, 8], y: [6, 9], days: ['2026-03-02', '2026-03-04'] });
  });

  it('reads the calendar day in the user’s time zone', () => {
    const instant = new Date('2026-03-01T03:00:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'America/New_York')).toBe('2026-02-28');
  });
});

describe('testPairs', () => {
  it('says how many more days a measured pair needs below 14 paired days', () => {
    const [verdict] = testPairs([measured('sleep-mood', ascending14.slice(0, 10), ascending14)]);
    expect(verdict).toEqual({
      id: 'sleep-mood',
      status: 'needs_data',
      needed: '4 more days of sleep entries',
      days: 10,
    });
    const [oneShort] = testPairs([measured('sleep-mood', ascending14, ascending14.slice(0, 13))]);
    expect(oneShort).toMatchObject({ status: 'needs_data', needed: '1 more day of mood check-ins' });
  });

  it('finds a positive link on 14 days and reports the days and date range it rests on', () => {
    const [verdict] = testPairs([measured('sleep-mood', ascending14, ascending14)]) as PairTested[];
    expect(verdict).toMatchObject({ status: 'tested', rho: 1, linked: true, days: 14, from: START, to: '2026-03-14' });
  });

  it('finds a negative link', () => {
    const [verdict] = testPairs([measured('steps-anxiety', ascending14, [...ascending14].reverse())]) as PairTested[];
    expect(verdict.rho).toBe(-1);
    expect(verdict.linked).toBe(true);
  });

  it('finds no link in unrelated series', () => {
    const [verdict] = testPairs([measured('water-mood', ascending14, unrelated14)]) as PairTested[];
    expect(verdict.rho).toBeCloseTo(0.015384615384615385, 10);
    expect(verdict.linked).toBe(false);
  });

  it('lets the correction for testing several pairs turn a lone link into no link', () => {
    const alone = testPairs([measured('sleep-mood', ascending14, moderate14)]) as PairTested[];
    expect(alone[0].pValue).toBeCloseTo(0.030383014145237, 8);
    expect(alone[0].linked).toBe(true);

    const together = testPairs([
      measured('sleep-mood', ascending14, moderate14),
      measured('steps-mood', ascending14, unrelated14),
      measured('water-mood', unrelated14, ascending14),
    ]) as PairTested[];
    expect(together.map((verdict) => verdict.id)).toEqual(['sleep-mood', 'steps-mood', 'water-mood']);
    expect(together[0].pValue).toBeCloseTo(alone[0].pValue, 12);
    expect(together[0].qValue).toBeCloseTo(0.030383014145237 * 3, 8);
    expect(together[0].linked).toBe(false);
  });

  it('needs 7 days with and 7 without a yes/no factor', () => {
    const factor = series([1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const [verdict] = testPairs([
      { kind: 'factor', id: 'practice-mood', factor, y: series(ascending14), factorNoun: 'practice' },
    ]);
    expect(verdict).toEqual({
      id: 'practice-mood',
      status: 'needs_data',
      needed: '3 more days with practice',
      days: 14,
    });
    const sparse = series([1, 0, 1]);
    const [both] = testPairs([
      { kind: 'factor', id: 'practice-mood', factor: sparse, y: series(ascending14), factorNoun: 'practice' },
    ]);
    expect(both).toMatchObject({ needed: '5 more days with practice and 6 more days without practice' });
  });

  it('compares a yes/no factor by rank and reports the medians with and without it', () => {
    const factor = series([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    const [verdict] = testPairs([
      { kind: 'factor', id: 'practice-mood', factor, y: series(ascending14), factorNoun: 'practice' },
    ]);
    expect(verdict).toMatchObject({
      status: 'tested',
      linked: true,
      days: 14,
      withFactor: { median: 11, days: 7 },
      withoutFactor: { median: 4, days: 7 },
    });
    expect((verdict as PairTested).rho).toBeGreaterThan(0.8);
  });

  it('does not test a series with no spread', () => {
    const [verdict] = testPairs([
      measured(
        'sleep-mood',
        ascending14.map(() => 7),
        ascending14,
      ),
    ]);
    expect(verdict.status).toBe('needs_data');
  });
});
