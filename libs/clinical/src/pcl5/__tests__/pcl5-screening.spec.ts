import {
  PCL5_CUTOFF_LINE_LABEL,
  PCL5_SCREENING_SOURCE,
  pcl5AlertReason,
  pcl5Screening,
  pcl5ScreeningLabel,
} from '../pcl5-screening';

describe('PCL-5 screening labels', () => {
  it('puts below 31 below, 31-32 near and 33 upward above the screening cut-off', () => {
    expect([0, 30, 31, 32, 33, 80].map((score) => pcl5Screening(score))).toEqual([
      'below_cutoff',
      'below_cutoff',
      'near_cutoff',
      'near_cutoff',
      'above_cutoff',
      'above_cutoff',
    ]);
  });

  it('words each label as a screen against the cut-off, never as risk', () => {
    expect(pcl5ScreeningLabel(pcl5Screening(34), 20)).toBe('Above screening cut-off (33)');
    expect(pcl5ScreeningLabel(pcl5Screening(31), 20)).toBe('Near screening cut-off (31-33)');
    expect(pcl5ScreeningLabel(pcl5Screening(12), 20)).toBe('Below screening cut-off');
    expect(PCL5_CUTOFF_LINE_LABEL).toBe('Screening cut-off (33)');
    expect(PCL5_SCREENING_SOURCE).toMatch(/^Screening cut-off 31-33 from the U.S. National Center for PTSD/);
    expect(PCL5_SCREENING_SOURCE).toContain('no measure of risk');
  });

  it('draws no screening label from a partial assessment, however high its total', () => {
    expect(pcl5Screening(60, 19)).toBe('partial');
    expect(pcl5ScreeningLabel(pcl5Screening(60, 3), 3)).toBe('Partial (3 of 20)');
    // A count not known (an old share whose assessment is gone) concludes nothing either.
    expect(pcl5Screening(60, null)).toBe('partial');
    expect(pcl5ScreeningLabel('partial', null)).toBe('Partial (answers not known)');
  });

  it('raises an alert above the cut-off or for a clinically meaningful rise, not for a smaller rise', () => {
    expect(pcl5AlertReason(33, null)).toBe('Above screening cut-off (33): PCL-5 score 33');
    expect(pcl5AlertReason(25, 15)).toBe('Score rose 10 points (clinically meaningful change)');
    expect(pcl5AlertReason(24, 15)).toBeNull();
    expect(pcl5AlertReason(10, null)).toBeNull();
  });
});
