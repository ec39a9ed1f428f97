import { DetectedMoods, MOOD_TOAST_MIN_CONFIDENCE, type DetectedMood } from '@anchor/contracts';
import { analyzeMoodText } from '../text-analysis';
import { MOOD_CORPUS } from './mood-corpus';

/** What the person sees: a named mood when it is confident enough to tell, otherwise nothing ('neutral'). */
const told = (text: string): DetectedMood => {
  const { mood, confidence } = analyzeMoodText(text);
  return mood !== 'neutral' && confidence > MOOD_TOAST_MIN_CONFIDENCE ? mood : 'neutral';
};

/** Share of each class told correctly; below these the analysis is not good enough to tell people their mood. */
const MIN_RECALL: Record<DetectedMood, number> = {
  anxious: 0.85,
  sad: 0.85,
  angry: 0.85,
  happy: 0.85,
  calm: 0.85,
  hopeful: 0.85,
  neutral: 0.95,
};
/** Telling a wrong mood ("Mood detected: happy" to a sad sentence) is worse than telling none. */
const MAX_WRONG_MOOD = 0.03;

const results = DetectedMoods.flatMap((label) =>
  MOOD_CORPUS[label].map((text) => ({ label, text, predicted: told(text) })),
);

function figures() {
  return DetectedMoods.map((mood) => {
    const ofClass = results.filter((row) => row.label === mood);
    const predicted = results.filter((row) => row.predicted === mood);
    const hits = ofClass.filter((row) => row.predicted === mood).length;
    return {
      mood,
      n: ofClass.length,
      recall: hits / ofClass.length,
      precision: predicted.length === 0 ? 1 : hits / predicted.length,
    };
  });
}

describe('mood analysis against the labelled corpus', () => {
  const table = figures();
  const wrongMood = results.filter((row) => row.predicted !== 'neutral' && row.predicted !== row.label);
  const accuracy = results.filter((row) => row.predicted === row.label).length / results.length;

  beforeAll(() => {
    const lines = table.map(
      (row) =>
        `${row.mood.padEnd(8)} n=${String(row.n).padStart(3)}  recall ${(row.recall * 100).toFixed(1).padStart(5)}%` +
        `  precision ${(row.precision * 100).toFixed(1).padStart(5)}%`,
    );
    const misses = results
      .filter((row) => row.predicted !== row.label)
      .map((row) => `  ${row.label} -> ${row.predicted}: ${row.text}`);
    // The figures are part of the test's output: the issue asks for them to be printed.
    process.stdout.write(
      `\nMood corpus: ${results.length} sentences, accuracy ${(accuracy * 100).toFixed(1)}%, ` +
        `wrong mood told ${wrongMood.length} (${((wrongMood.length / results.length) * 100).toFixed(1)}%)\n` +
        `${lines.join('\n')}\n${misses.length ? `misses:\n${misses.join('\n')}\n` : ''}`,
    );
  });

  it('holds at least 100 sentences, every mood at least 15', () => {
    expect(results.length).toBeGreaterThanOrEqual(100);
    for (const mood of DetectedMoods) expect(MOOD_CORPUS[mood].length).toBeGreaterThanOrEqual(15);
  });

  it.each(DetectedMoods)('tells %s at or above its recall threshold', (mood) => {
    const row = table.find((item) => item.mood === mood)!;
    expect(row.recall).toBeGreaterThanOrEqual(MIN_RECALL[mood]);
  });

  it('almost never tells a mood other than the one named', () => {
    expect(wrongMood.length / results.length).toBeLessThanOrEqual(MAX_WRONG_MOOD);
  });
});
