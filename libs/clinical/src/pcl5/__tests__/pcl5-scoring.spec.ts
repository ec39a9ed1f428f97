import type { Pcl5Answer } from '@anchor/contracts';
import { pcl5AnsweredCount, pcl5Clusters, pcl5ScreenPositive, pcl5TotalScore, scorePcl5 } from '../pcl5-scoring';

const blank = (): Pcl5Answer[] => Array<Pcl5Answer>(20).fill(null);

/** Answers with the given 1-based items set to `value`, the rest unanswered. */
function withItems(items: number[], value: Pcl5Answer): Pcl5Answer[] {
  const responses = blank();
  for (const item of items) responses[item - 1] = value;
  return responses;
}

describe('PCL-5 scoring', () => {
  it('scores all Extremely as 80 and all unanswered as 0', () => {
    expect(pcl5TotalScore(Array<Pcl5Answer>(20).fill(4))).toBe(80);
    expect(scorePcl5(blank())).toEqual({
      totalScore: 0,
      clusters: { intrusion: 0, avoidance: 0, cognition: 0, arousal: 0 },
      answeredCount: 0,
      screenPositive: false,
    });
  });

  it('counts unanswered items as 0 and answered zeros as answered', () => {
    const responses = withItems([1, 2, 3], 0);
    responses[3] = 3;
    expect(pcl5TotalScore(responses)).toBe(3);
    expect(pcl5AnsweredCount(responses)).toBe(4);
  });

  it.each([
    [1, 'intrusion'],
    [5, 'intrusion'],
    [6, 'avoidance'],
    [7, 'avoidance'],
    [8, 'cognition'],
    [14, 'cognition'],
    [15, 'arousal'],
    [20, 'arousal'],
  ])('puts item %i in the %s cluster', (item, cluster) => {
    const clusters = pcl5Clusters(withItems([item], 3));
    expect(clusters).toEqual({ intrusion: 0, avoidance: 0, cognition: 0, arousal: 0, [cluster]: 3 });
  });

  it('sums each cluster over its items and the clusters add up to the total', () => {
    const responses = Array.from({ length: 20 }, (_, index) => (index % 5) as Pcl5Answer);
    const clusters = pcl5Clusters(responses);
    expect(clusters).toEqual({
      intrusion: 10,
      avoidance: 1,
      cognition: 2 + 3 + 4 + 0 + 1 + 2 + 3,
      arousal: 4 + 0 + 1 + 2 + 3 + 4,
    });
    expect(clusters.intrusion + clusters.avoidance + clusters.cognition + clusters.arousal).toBe(
      pcl5TotalScore(responses),
    );
  });
});

describe('provisional PTSD screen (DSM-5 rule: 1 B, 1 C, 2 D, 2 E rated 2 or more)', () => {
  const minimal = [1, 6, 8, 9, 15, 16];

  it('is positive at exactly one intrusion, one avoidance, two cognition and two arousal items at Moderately', () => {
    expect(pcl5ScreenPositive(withItems(minimal, 2))).toBe(true);
    expect(scorePcl5(withItems(minimal, 2))).toMatchObject({ totalScore: 12, screenPositive: true });
  });

  it.each([
    ['intrusion', 1],
    ['avoidance', 6],
    ['cognition', 9],
    ['arousal', 16],
  ])('is negative when %s is one item short', (_cluster, dropped) => {
    expect(
      pcl5ScreenPositive(
        withItems(
          minimal.filter((item) => item !== dropped),
          2,
        ),
      ),
    ).toBe(false);
  });

  it('does not count an item rated 1 (A little bit) as endorsed', () => {
    const responses = withItems(minimal, 2);
    responses[15] = 1;
    expect(pcl5ScreenPositive(responses)).toBe(false);
    expect(pcl5ScreenPositive(Array<Pcl5Answer>(20).fill(1))).toBe(false);
  });

  it('does not depend on the total: a high total without the pattern is negative', () => {
    const noAvoidance = Array<Pcl5Answer>(20).fill(4);
    noAvoidance[5] = 1;
    noAvoidance[6] = 0;
    expect(pcl5TotalScore(noAvoidance)).toBe(73);
    expect(pcl5ScreenPositive(noAvoidance)).toBe(false);
  });
});
