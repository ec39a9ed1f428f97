import { PCL5_SCREENING_CUTOFF, PCL5_SCREENING_CUTOFF_NOTE, pcl5ResultWording } from '../pcl5-result-wording';

describe('result wording', () => {
  it('states the 31-33 cut-off as a screening aid, not a diagnosis', () => {
    expect(PCL5_SCREENING_CUTOFF).toEqual({ low: 31, high: 33 });
    expect(PCL5_SCREENING_CUTOFF_NOTE).toContain('31-33');
    expect(PCL5_SCREENING_CUTOFF_NOTE).toContain('for screening, not diagnosis');
  });

  it.each([true, false])('never presents a diagnosis as the finding (screen positive: %s)', (positive) => {
    const text = pcl5ResultWording(positive);
    expect(text).not.toMatch(/diagnos/i);
    expect(text).not.toMatch(/you have ptsd/i);
    expect(text.length).toBeGreaterThan(20);
  });

  it('words a positive and a negative screen differently', () => {
    expect(pcl5ResultWording(true)).not.toBe(pcl5ResultWording(false));
  });
});
