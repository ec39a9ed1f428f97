import {
  PCL5_CHANGE_GUIDE,
  PCL5_CHANGE_SOURCE,
  pcl5Change,
  pcl5ChangeBand,
  pcl5ChangePhrase,
  pcl5PointsChange,
  pcl5PointsChangeLabel,
} from '../pcl5-change';
import { pcl5ChangeWording } from '../pcl5-result-wording';

describe('change since the previous assessment', () => {
  it.each([
    [4, 'no_reliable_change'],
    [5, 'reliable_change'],
    [9, 'reliable_change'],
    [10, 'clinically_meaningful_change'],
    [20, 'clinically_meaningful_change'],
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

  it("words the change for the patient with the band's label, without judging it", () => {
    expect(pcl5ChangeWording(pcl5Change(30, 18))).toBe(
      'Your score is 12 points lower than last time: a clinically meaningful change.',
    );
    expect(pcl5ChangeWording(pcl5Change(30, 36))).toBe(
      'Your score is 6 points higher than last time: a reliable change.',
    );
    expect(pcl5ChangeWording(pcl5Change(30, 27))).toBe(
      'Your score is about the same as last time (-3): no reliable change.',
    );
  });

  it('words a change in points for a clinician, lower being better, with the same labels', () => {
    expect(pcl5PointsChange(-12)).toBe('down 12 points');
    expect(pcl5PointsChange(1)).toBe('up 1 point');
    expect(pcl5PointsChange(0)).toBe('no change');
    expect(pcl5PointsChangeLabel(-12)).toBe('down 12 points (clinically meaningful change)');
    expect(pcl5PointsChangeLabel(6)).toBe('up 6 points (reliable change)');
    expect(pcl5PointsChangeLabel(-4)).toBe('down 4 points (no reliable change)');
  });
});

describe('the one source of the change bands', () => {
  it('names the National Center for PTSD and its 5 and 10 point bounds', () => {
    expect(PCL5_CHANGE_SOURCE).toBe(
      "Change bands from the U.S. National Center for PTSD's PCL-5 guidance: a change of 5-10 points is reliable (not due to chance) and 10-20 points is clinically meaningful; 5 points is the minimum for a reliable change and 10 for a clinically meaningful one.",
    );
    expect(PCL5_CHANGE_GUIDE).toBe(
      'A change of 5 points or more is a reliable change and 10 or more a clinically meaningful change (U.S. National Center for PTSD)',
    );
  });
});

describe('pcl5ChangePhrase', () => {
  it('ends a sentence with the band label', () => {
    expect(pcl5ChangePhrase('no_reliable_change')).toBe('no reliable change');
    expect(pcl5ChangePhrase('reliable_change')).toBe('a reliable change');
    expect(pcl5ChangePhrase('clinically_meaningful_change')).toBe('a clinically meaningful change');
  });
});
