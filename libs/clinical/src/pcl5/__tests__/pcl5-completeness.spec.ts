import { pcl5CanScreen, pcl5PartialLabel } from '../pcl5-completeness';

describe('PCL-5 completeness', () => {
  it('draws a screening conclusion only from all 20 answers', () => {
    expect(pcl5CanScreen(20)).toBe(true);
    expect(pcl5CanScreen(19)).toBe(false);
    expect(pcl5CanScreen(1)).toBe(false);
  });

  it('labels a partial assessment with its answered count', () => {
    expect(pcl5PartialLabel(1)).toBe('Partial: 1 of 20 questions answered, so no screening result is drawn');
  });
});
