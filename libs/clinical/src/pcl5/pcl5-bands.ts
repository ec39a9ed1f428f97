import { PCL5_CUTOFF_RANGE } from './pcl5-result-wording';

/**
 * The total-score bands, highest first: each starts at its `from` total. 33 (the upper end of the 31-33
 * screening cut-off) starts the high band, so a total there is always worth a closer look; 0 is its own band.
 */
export const PCL5_SCORE_BANDS = [
  { band: 'severe', from: 50 },
  { band: 'high', from: 33 },
  { band: 'moderate', from: 20 },
  { band: 'mild', from: 10 },
  { band: 'low', from: 1 },
  { band: 'none', from: 0 },
] as const;
export type Pcl5ScoreBand = (typeof PCL5_SCORE_BANDS)[number]['band'];

/** Where a band starts. */
export function pcl5BandStart(band: Pcl5ScoreBand): number {
  return PCL5_SCORE_BANDS.find((entry) => entry.band === band)?.from ?? 0;
}

export function pcl5ScoreBand(total: number): Pcl5ScoreBand {
  return PCL5_SCORE_BANDS.find((entry) => total >= entry.from)?.band ?? 'none';
}

/** What a total says, by band, in the Assistant's voice. Screening wording only: never a diagnosis. */
export const PCL5_BAND_WORDING: Record<Pcl5ScoreBand, (total: number) => string> = {
  severe: (total) =>
    `Your total is ${total} of 80. That tells me trauma symptoms have weighed on you heavily this past month, and it took courage to answer honestly. This is a screening, not a diagnosis; a clinician can help you make sense of it, and we can practise steadying tools together in the meantime.`,
  high: (total) =>
    `Your total is ${total} of 80, at or above the ${PCL5_CUTOFF_RANGE} range where clinicians suggest a closer look. This is a screening, not a diagnosis; sharing it with a professional could help, and I'm here to practise coping tools with you.`,
  moderate: (total) =>
    `Your total is ${total} of 80: a moderate level of symptoms this past month. Some days are likely harder than others; regular grounding and breathing practice can make them easier to ride out.`,
  mild: (total) =>
    `Your total is ${total} of 80: mild symptoms this past month. Keeping up what helps you is worthwhile.`,
  low: (total) => `Your total is ${total} of 80: few symptoms this past month. That's good to see.`,
  none: () => "Your total is 0 of 80: you weren't bothered by any of these this past month. I'm glad to hear it.",
};
