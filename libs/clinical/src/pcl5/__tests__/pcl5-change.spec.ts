import { PCL5_CHANGE_GUIDE, pcl5Change, pcl5ChangeBand } from '../pcl5-change';
import { pcl5ChangeWording } from '../pcl5-result-wording';

describe('change since the previous assessment', () => {
  it.each([
    [4, 'no_reliable_change'],
    [5, 'possible_change'],
    [9, 'possible_change'],
    [10, 'meaningful_change'],
  ] as const)('bands a change of %i points as %s in both directions', (points, band) => {
    expect(pcl5ChangeBand(points)).toBe(band);
    expect(pcl5ChangeBand(-points)).toBe(band);
    expect(pcl5Change(40, 40 + points)).toEqual({ previousScore: 40, difference: points, band, direction: 'up' });
    expect(pcl5Change(40, 40 - points)).toEqual({ previousScore: 40, difference: -points, band, direction: 'down' });
  });

  it('has no direction when the score is unchanged', () => {
    expect(pcl5Change(12, 12)).toEqual({
      previousScore: 12,
      difference: 0,
      band: 'no_reliable_change',
      direction: 'none',
    });
  });

  it('words the change without judging it', () => {
    expect(pcl5ChangeWording(pcl5Change(30, 18))).toBe(
      'Your score is 12 points lower than last time: a meaningful change.',
    );
    expect(pcl5ChangeWording(pcl5Change(30, 36))).toBe(
      'Your score is 6 points higher than last time: a possible change.',
    );
    expect(pcl5ChangeWording(pcl5Change(30, 27))).toBe('Your score is about the same as last time (-3).');
  });
});

describe('PCL5_CHANGE_GUIDE', () => {
  it('states the possible and meaningful thresholds', () => {
    expect(PCL5_CHANGE_GUIDE).toBe('A change of 5 points may be real and 10 or more is meaningful');
  });
});
