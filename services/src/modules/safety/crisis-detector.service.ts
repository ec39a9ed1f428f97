import { Injectable } from '@nestjs/common';
import {
  assessConversation,
  assessMessage,
  type ConversationAssessment,
  type CrisisModel,
  type CrisisTier,
  type MessageAssessment,
} from '@anchor/clinical';

/**
 * The crisis detector as the server runs it: the rule layer and the trained model together. Every free-text
 * input a person sends (chat, voice, mood notes, journal entries, thought records) is checked through this
 * class, whole, before anything else is done with it.
 */
@Injectable()
export class CrisisDetector {
  private readonly model: CrisisModel | undefined = undefined;

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
