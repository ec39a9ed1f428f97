import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  assessConversation,
  assessMessage,
  type ConversationAssessment,
  type CrisisModel,
  type CrisisTier,
  loadCrisisModel,
  type MessageAssessment,
} from '@anchor/clinical';

/**
 * The crisis detector as the server runs it: the rule layer and the trained model together. Every free-text
 * input a person sends (chat, voice, mood notes, journal entries, thought records) is checked through this
 * class, whole, before anything else is done with it.
 */
@Injectable()
export class CrisisDetector implements OnModuleInit {
  private model: CrisisModel | undefined;

  /** The model is loaded before the server takes requests (Nest awaits this), so no message is checked without it. */
  async onModuleInit(): Promise<void> {
    this.model = await loadCrisisModel();
  }

  assessMessage(text: string, priorRisk = false): MessageAssessment {
    return assessMessage(text, priorRisk, this.model);
  }

  assessConversation(
    message: string,
    previousMessages: readonly string[],
    previousTier: CrisisTier,
  ): ConversationAssessment {
    return assessConversation(message, previousMessages, previousTier, this.model);
  }
}
