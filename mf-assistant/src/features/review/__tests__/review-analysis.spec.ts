import type { Pcl5Answer } from '@anchor/contracts';
import { PCL5_BAND_WORDING } from '@anchor/clinical';
import { analysisText, challengingItems, timeOfDay, walkStep } from '../review-analysis';

const at = (hour: number) => new Date(2026, 10, 23, hour, 30);
const withTotal = (total: number): Pcl5Answer[] =>
  Array.from({ length: 20 }, (_, i) => Math.max(0, Math.min(4, total - i * 4)) as Pcl5Answer);

describe('review analysis', () => {
  it('greets by time of day: before 12, before 17, then evening', () => {
    expect([timeOfDay(at(11)), timeOfDay(at(12)), timeOfDay(at(16)), timeOfDay(at(17))]).toEqual([
      'morning',
      'afternoon',
      'afternoon',
      'evening',
    ]);
    expect(analysisText(withTotal(40), at(9))).toMatch(/^Good morning\. /);
    expect(analysisText(withTotal(40), at(20))).toContain(PCL5_BAND_WORDING.high(40));
    expect(analysisText(withTotal(0), at(20))).toBe(`Good evening. ${PCL5_BAND_WORDING.none(0)}`);
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

  it("links each item to its cluster's one exercise (intrusion to grounding, avoidance to behavioural activation)", () => {
    expect(walkStep({ index: 2, score: 4 }, 1, 2).link).toEqual({
      label: 'Open 5-4-3-2-1 grounding in Mindfulness',
      href: '/?tab=mindfulness&exercise=cbt_anxiety_management',
    });
    expect(walkStep({ index: 6, score: 3 }, 2, 2).link.href).toBe(
      '/?tab=mindfulness&exercise=cbt_behavioral_activation',
    );
  });
});
