import { pcl5AlertReason, pcl5RecoveryProgress, pcl5RiskLevel } from '../pcl5-risk';

describe('PCL-5 risk bands', () => {
  it('puts 0-19 low, 20-32 moderate and 33 upward high', () => {
    expect([0, 19, 20, 32, 33, 80].map(pcl5RiskLevel)).toEqual(['low', 'low', 'moderate', 'moderate', 'high', 'high']);
  });

  it('raises an alert at 33 or for a rise of 10 points, not for a smaller rise', () => {
    expect(pcl5AlertReason(33, null)).toMatch(/at or above 33/);
    expect(pcl5AlertReason(25, 15)).toMatch(/rose by 10 points/);
    expect(pcl5AlertReason(24, 15)).toBeNull();
    expect(pcl5AlertReason(10, null)).toBeNull();
  });

  it('measures progress from the first score and never below zero', () => {
    expect(pcl5RecoveryProgress(40, 30)).toBe(25);
    expect(pcl5RecoveryProgress(40, 50)).toBe(0);
    expect(pcl5RecoveryProgress(0, 0)).toBe(0);
  });
});
