import { Injectable } from '@nestjs/common';
import { maxTier } from '@anchor/clinical';
import type { VoiceAnalysis, VoiceAnalysisInput } from '@anchor/contracts';
import { ConversationsService } from '../../conversations/conversations.service';
import { CrisisDetector } from '../../safety/crisis-detector.service';
import { analyzeVoiceText } from './text-analysis';

/**
 * The comprehensive analysis of a voice transcript. The crisis detector runs first and its risk signals are the
 * mental-health flags; the levels and trauma-related experiences come from the lexicon. The analysis is kept
 * (encrypted) with the spoken exchange it belongs to.
 */
@Injectable()
export class AnalyzeVoiceUseCase {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly crisisDetector: CrisisDetector,
  ) {}

  async execute({ userId, input }: { userId: number; input: VoiceAnalysisInput }): Promise<VoiceAnalysis> {
    const safety = this.crisisDetector.assessMessage(input.transcription);
    const conversationTier = input.conversationId
      ? await this.conversations.tierOf(userId, input.conversationId)
      : 'none';
    const analysis: VoiceAnalysis = {
      mentalHealthFlags: safety.tier === 'none' ? [] : [...new Set(safety.signals)],
      ...analyzeVoiceText(input.transcription, safety.signals),
      crisisTier: maxTier(safety.tier, conversationTier),
    };
    if (input.conversationId) {
      await this.conversations.annotateLatest(userId, input.conversationId, input.transcription, {
        voiceAnalysis: analysis,
      });
    }
    return analysis;
  }
}
