import { useCallback } from 'react';
import { useToast } from '@anchor/app-runtime';
import type { InputSource } from '@anchor/contracts';
import { useAnalyzeMoodMutation, useAnalyzeVoiceMutation } from '../../api/assistant.api';
import { moodToast, voiceToasts } from './analysis-toasts';
import { openCrisisPanel } from './open-crisis-panel';

/**
 * After a reply: the message's mood (typed or spoken) and, for a spoken one, the voice analysis, each with its
 * toasts. The server checks for crisis first. A failed analysis is silent: the chat itself already answered.
 */
export function useMessageAnalysis() {
  const [analyzeMood] = useAnalyzeMoodMutation();
  const [analyzeVoice] = useAnalyzeVoiceMutation();
  const toast = useToast();

  return useCallback(
    async (text: string, source: InputSource, conversationId: string) => {
      const mood = analyzeMood({ text, source: source === 'voice' ? 'voice' : 'assistant', conversationId })
        .unwrap()
        .then((analysis) => {
          const shown = moodToast(analysis);
          if (shown) toast(shown);
        });
      const voice =
        source === 'voice'
          ? analyzeVoice({ transcription: text, conversationId })
              .unwrap()
              .then((analysis) => {
                // One toast is visible at a time: the most important (the wellness check) is shown last so it stays.
                for (const shown of voiceToasts(analysis).reverse()) toast(shown);
                if (analysis.mentalHealthFlags.length > 0) openCrisisPanel();
              })
          : Promise.resolve();
      await Promise.allSettled([mood, voice]);
    },
    [analyzeMood, analyzeVoice, toast],
  );
}
