import {
  MOOD_TOAST_MIN_CONFIDENCE,
  PTSD_INDICATORS_TOAST_ABOVE,
  VOICE_LEVEL_TOAST_ABOVE,
  type MoodAnalysis,
  type VoiceAnalysis,
} from '@anchor/contracts';
import { AnalysisCopy } from './copy';

export interface AnalysisToast {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** 'Mood detected: {mood}' only when confident (above 70), not neutral, and never for a flagged message. */
export function moodToast(analysis: MoodAnalysis): AnalysisToast | null {
  if (analysis.crisisTier !== 'none' || analysis.mood === 'neutral') return null;
  if (analysis.confidence <= MOOD_TOAST_MIN_CONFIDENCE) return null;
  return { title: AnalysisCopy.moodDetected(analysis.mood), description: AnalysisCopy.moodDetectedDescription };
}

/** The voice analysis toasts by their thresholds, most important (the wellness check) first. */
export function voiceToasts(analysis: VoiceAnalysis): AnalysisToast[] {
  const toasts: AnalysisToast[] = [];
  if (analysis.mentalHealthFlags.length > 0) {
    toasts.push({
      title: AnalysisCopy.wellnessCheckTitle,
      description: AnalysisCopy.wellnessCheckDescription,
      variant: 'destructive',
    });
  }
  if (analysis.anxietyLevel > VOICE_LEVEL_TOAST_ABOVE || analysis.depressionLevel > VOICE_LEVEL_TOAST_ABOVE) {
    toasts.push({ title: AnalysisCopy.supportTitle, description: AnalysisCopy.supportDescription });
  }
  if (analysis.ptsdIndicators.length > PTSD_INDICATORS_TOAST_ABOVE) {
    toasts.push({ title: AnalysisCopy.ptsdTitle, description: AnalysisCopy.ptsdDescription });
  }
  return toasts;
}
