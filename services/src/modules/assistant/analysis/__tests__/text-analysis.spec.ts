import { MOOD_TOAST_MIN_CONFIDENCE, type DetectedMood } from '@anchor/contracts';
import { analyzeMoodText, analyzeVoiceText } from '../text-analysis';

const told = (text: string) => {
  const { mood, confidence } = analyzeMoodText(text);
  return mood !== 'neutral' && confidence > MOOD_TOAST_MIN_CONFIDENCE ? mood : null;
};

describe('mood analysis', () => {
  it.each<[string, DetectedMood]>([
    ["I'm so anxious, my heart is racing and I can't breathe", 'anxious'],
    ['I had a panic attack at the store and I was terrified', 'anxious'],
    ['I feel really sad and empty tonight', 'sad'],
    ['Feeling lonely and numb since the funeral', 'sad'],
    ['I am furious, I snapped at my kids again', 'angry'],
    ['I had a wonderful day, I feel happy and proud', 'happy'],
    ['I feel calm and relaxed after my walk', 'calm'],
    ["I'm feeling hopeful, things are getting better", 'hopeful'],
  ])('names the mood of "%s" confidently', (text, mood) => {
    expect(told(text)).toBe(mood);
  });

  it.each([
    'I went to the store and bought bread',
    'What time is it?',
    'Show my progress',
    'The meeting is on Tuesday',
  ])('finds no mood worth telling in "%s"', (text) => {
    expect(told(text)).toBeNull();
  });

  it('does not count a negated feeling word', () => {
    expect(told("I'm not anxious anymore")).not.toBe('anxious');
    expect(told('I never feel calm')).not.toBe('calm');
  });

  it('never reaches the telling confidence from valence alone (no feeling word)', () => {
    const { confidence } = analyzeMoodText('This is the best thing ever, wow, amazing weather');
    const result = analyzeMoodText('A sunny afternoon in the park with the dog, the best weather all week');
    expect(result.confidence).toBeLessThanOrEqual(MOOD_TOAST_MIN_CONFIDENCE);
    expect(confidence).toBeGreaterThan(0);
  });

  it('answers the same for the same text', () => {
    const text = 'Nervous but hopeful about tomorrow';
    expect(analyzeMoodText(text)).toEqual(analyzeMoodText(text));
  });
});

describe('voice analysis', () => {
  it('rates anxiety and depression from 0 to 10 and lists trauma-related experiences', () => {
    const result = analyzeVoiceText(
      "I keep having nightmares and flashbacks, I'm so anxious and on edge all the time and I can't sleep",
      [],
    );
    expect(result.anxietyLevel).toBeGreaterThan(7);
    expect(result.depressionLevel).toBeLessThanOrEqual(10);
    expect(result.ptsdIndicators).toEqual(
      expect.arrayContaining(['nightmares', 'flashbacks', 'hypervigilance', 'sleep_trouble']),
    );
  });

  it('gives low levels and no indicators for an ordinary transcript', () => {
    expect(analyzeVoiceText('I made pasta for dinner and watched a film', [])).toEqual({
      anxietyLevel: 0,
      depressionLevel: 0,
      ptsdIndicators: [],
    });
  });

  it('adds to the depression level when the crisis detector heard hopelessness', () => {
    const text = 'I feel sad';
    expect(analyzeVoiceText(text, ['hopelessness']).depressionLevel).toBeGreaterThan(
      analyzeVoiceText(text, []).depressionLevel,
    );
  });
});
