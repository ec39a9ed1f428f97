import type { Pcl5Answer } from '@anchor/contracts';
import { BAND_TEXT } from '../copy';
import { analysisText, challengingItems, scoreBand, timeOfDay, walkStep } from '../review-analysis';

const at = (hour: number) => new Date(2026, 10, 23, hour, 30);
const withTotal = (total: number): Pcl5Answer[] =>
  Array.from({ length: 20 }, (_, i) => Math.max(0, Math.min(4, total - i * 4)) as Pcl5Answer);

describe('review analysis', () => {
  it.each([
    [80, 'severe'],
    [50, 'severe'],
    [49, 'high'],
    [33, 'high'],
    [32, 'moderate'],
    [20, 'moderate'],
    [19, 'mild'],
    [10, 'mild'],
    [9, 'low'],
    [1, 'low'],
    [0, 'none'],
  ])('puts a total of %i in the %s band', (total, band) => {
    expect(scoreBand(total)).toBe(band);
  });

  it('greets by time of day: before 12, before 17, then evening', () => {
    expect([timeOfDay(at(11)), timeOfDay(at(12)), timeOfDay(at(16)), timeOfDay(at(17))]).toEqual([
      'morning',
      'afternoon',
      'afternoon',
      'evening',
    ]);
    expect(analysisText(withTotal(40), at(9))).toMatch(/^Good morning\. /);
    expect(analysisText(withTotal(40), at(20))).toContain(BAND_TEXT.high(40));
    expect(analysisText(withTotal(0), at(20))).toBe(`Good evening. ${BAND_TEXT.none()}`);
  });

  it('walks through items at 3 or more, highest first, earlier first among equals', () => {
    const answers: Pcl5Answer[] = Array(20).fill(1);
    answers[1] = 3;
    answers[4] = 4;
    answers[19] = 4;
    answers[7] = 2;
    expect(challengingItems(answers)).toEqual([
      { index: 4, score: 4 },
      { index: 19, score: 4 },
      { index: 1, score: 3 },
    ]);
    const step = walkStep({ index: 19, score: 4 }, 2, 3);
    expect(step.text).toMatch(/^2 of 3: Sleep trouble\. You said this bothered you "extremely"/);
    expect(step.link.href).toBe('/?tab=mindfulness&exercise=breathing');
  });
});
