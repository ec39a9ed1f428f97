import { PCL5_BAND_WORDING, PCL5_SCORE_BANDS, pcl5BandStart, pcl5ScoreBand } from '../pcl5-bands';
import { PCL5_SCREENING_CUTOFF } from '../pcl5-result-wording';

describe('PCL-5 score bands', () => {
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
  ])('puts a total of %i in the %s band (50, 33, 20, 10, above 0, 0)', (total, band) => {
    expect(pcl5ScoreBand(total)).toBe(band);
  });

  it('starts the high band at the upper end of the screening cut-off', () => {
    expect(pcl5BandStart('high')).toBe(PCL5_SCREENING_CUTOFF.high);
    expect(PCL5_SCORE_BANDS.map((entry) => entry.from)).toEqual([50, 33, 20, 10, 1, 0]);
  });

  it('words every band as a screening, naming the 31-33 range where it applies', () => {
    expect(PCL5_BAND_WORDING.high(40)).toContain('Your total is 40 of 80, at or above the 31-33 range');
    expect(PCL5_BAND_WORDING.severe(60)).toContain('This is a screening, not a diagnosis');
    expect(PCL5_BAND_WORDING.none(0)).toBe(
      "Your total is 0 of 80: you weren't bothered by any of these this past month. I'm glad to hear it.",
    );
  });
});
