import type { MoodAnalysis, VoiceAnalysis } from '@anchor/contracts';
import { moodToast, voiceToasts } from '../analysis-toasts';
import { AnalysisCopy } from '../copy';

const mood = (overrides: Partial<MoodAnalysis>): MoodAnalysis => ({
  mood: 'anxious',
  confidence: 80,
  crisisTier: 'none',
  ...overrides,
});
const voice = (overrides: Partial<VoiceAnalysis>): VoiceAnalysis => ({
  mentalHealthFlags: [],
  anxietyLevel: 0,
  depressionLevel: 0,
  ptsdIndicators: [],
  crisisTier: 'none',
  ...overrides,
});

describe('analysis toasts', () => {
  it("says 'Mood detected: {mood}' only above 70, never for neutral or a flagged message", () => {
    expect(moodToast(mood({ confidence: 71 }))?.title).toBe('Mood detected: anxious');
    expect(moodToast(mood({ confidence: 70 }))).toBeNull();
    expect(moodToast(mood({ mood: 'neutral', confidence: 95 }))).toBeNull();
    expect(moodToast(mood({ crisisTier: 'concern' }))).toBeNull();
  });

  it('shows the wellness check (destructive) when there are flags', () => {
    expect(voiceToasts(voice({ mentalHealthFlags: ['active_ideation'] }))).toEqual([
      {
        title: AnalysisCopy.wellnessCheckTitle,
        description: AnalysisCopy.wellnessCheckDescription,
        variant: 'destructive',
      },
    ]);
  });

  it('shows mental health support above 7 anxiety or depression, not at 7', () => {
    expect(voiceToasts(voice({ anxietyLevel: 7, depressionLevel: 7 }))).toEqual([]);
    expect(voiceToasts(voice({ anxietyLevel: 8 })).map((t) => t.title)).toEqual([AnalysisCopy.supportTitle]);
    expect(voiceToasts(voice({ depressionLevel: 8 })).map((t) => t.title)).toEqual([AnalysisCopy.supportTitle]);
  });

  it('shows PTSD indicators for more than one indicator', () => {
    expect(voiceToasts(voice({ ptsdIndicators: ['nightmares'] }))).toEqual([]);
    expect(voiceToasts(voice({ ptsdIndicators: ['nightmares', 'flashbacks'] })).map((t) => t.title)).toEqual([
      AnalysisCopy.ptsdTitle,
    ]);
  });
});
