import {
  PCL5_ABOVE_CUTOFF_PATTERN_NEGATIVE,
  PCL5_BELOW_CUTOFF_PATTERN_POSITIVE,
  pcl5CutoffReconciliation,
} from '../pcl5-result-wording';

describe('pcl5CutoffReconciliation', () => {
  it('explains a total at or above the cut-off when the symptom pattern is not met', () => {
    expect(pcl5CutoffReconciliation(31, false, true)).toBe(PCL5_ABOVE_CUTOFF_PATTERN_NEGATIVE);
    expect(pcl5CutoffReconciliation(60, false, true)).toBe(PCL5_ABOVE_CUTOFF_PATTERN_NEGATIVE);
  });

  it('explains a positive pattern with a total below the cut-off', () => {
    expect(pcl5CutoffReconciliation(30, true, true)).toBe(PCL5_BELOW_CUTOFF_PATTERN_POSITIVE);
  });

  it('says nothing when both agree or the total is not shown', () => {
    expect(pcl5CutoffReconciliation(40, true, true)).toBeNull();
    expect(pcl5CutoffReconciliation(10, false, true)).toBeNull();
    expect(pcl5CutoffReconciliation(40, false, false)).toBeNull();
  });
});
