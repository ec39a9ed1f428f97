import { progressSummary } from '../personal-insight';

const clusters = { intrusion: 8, avoidance: 3, cognition: 10, arousal: 9 };
const summaryOf = (change: number | null) =>
  progressSummary({ latestAssessment: { total: 30, clusters, answeredCount: 20, change }, recentMoods: [] });

describe('the assistant on a change since the check-in before', () => {
  it('names the band in the same words as the result screen, and calls only a reliable drop encouraging', () => {
    expect(summaryOf(-12)).toContain(
      'That is 12 points lower than the one before: a clinically meaningful change, which is encouraging.',
    );
    expect(summaryOf(-6)).toContain(
      'That is 6 points lower than the one before: a reliable change, which is encouraging.',
    );
    expect(summaryOf(-3)).toContain('That is 3 points lower than the one before: no reliable change.');
    expect(summaryOf(1)).toContain('That is 1 point higher than the one before: no reliable change.');
    expect(summaryOf(0)).toContain('That is the same as the one before.');
  });
});
