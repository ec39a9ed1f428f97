import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { maxTier } from '@anchor/clinical';
import {
  MOOD_TOAST_MIN_CONFIDENCE,
  NOTICED_MOOD_SOURCE,
  type AnalyzeMoodInput,
  type MoodAnalysis,
} from '@anchor/contracts';
import { ConversationsService } from '../../conversations/conversations.service';
import { MoodEntriesService } from '../../mood/mood-entries.service';
import { CrisisDetector } from '../../safety/crisis-detector.service';
import { SettingsService } from '../../settings/settings.service';
import { analyzeMoodText, MOOD_SCALE_SCORE } from './text-analysis';

/**
 * The mood of a typed or spoken message. The crisis detector runs first, on the text and on the conversation
 * it belongs to: a flagged text gets no mood. With mood noticing off in the person's settings nothing is read
 * or stored (neutral, confidence 0). A mood the person is told of (confident, not neutral) is stored as noticed
 * in chat, with its confidence (never as a check-in), and kept with the exchange, in one transaction.
 */
@Injectable()
export class AnalyzeMoodUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsService,
    private readonly moodEntries: MoodEntriesService,
    private readonly crisisDetector: CrisisDetector,
    private readonly settings: SettingsService,
  ) {}

  async execute({ userId, input }: { userId: number; input: AnalyzeMoodInput }): Promise<MoodAnalysis> {
    const textTier = this.crisisDetector.assessMessage(input.text).tier;
    const conversationTier = input.conversationId
      ? await this.conversations.tierOf(userId, input.conversationId)
      : 'none';
    const crisisTier = maxTier(textTier, conversationTier);
    if (crisisTier !== 'none') return { mood: 'neutral', confidence: 0, crisisTier };
    if (!(await this.settings.noticesMoodsInChat(userId))) return { mood: 'neutral', confidence: 0, crisisTier };
    const { mood, confidence } = analyzeMoodText(input.text);
    if (mood === 'neutral' || confidence <= MOOD_TOAST_MIN_CONFIDENCE) return { mood, confidence, crisisTier };
    await this.dataSource.transaction(async (manager) => {
      await this.moodEntries.recordNoticed(
        userId,
        { mood: MOOD_SCALE_SCORE[mood], confidence, source: NOTICED_MOOD_SOURCE[input.source] },
        manager,
      );
      if (input.conversationId) {
        await this.conversations.annotateLatest(
          userId,
          input.conversationId,
          input.text,
          { mood, moodConfidence: confidence },
          manager,
        );
      }
    });
    return { mood, confidence, crisisTier };
  }
}
