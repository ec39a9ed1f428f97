import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import { keywordIntents } from './intent-keywords';
import { INTENTS, INTENT_UTTERANCES, type Intent } from './intent-utterances';

/** Below this confidence the classifier's choice needs no second opinion to be dropped. */
export const INTENT_THRESHOLD = 0.5;

/** Builds and trains a classifier from our own utterances (about 15 ms; nothing is downloaded). */
export async function trainIntentModel(): Promise<Nlp> {
  const nlp = new Nlp({ languages: ['en'], autoSave: false, autoLoad: false, nlu: { log: false } });
  nlp.use(LangEn);
  for (const intent of INTENTS) {
    for (const utterance of INTENT_UTTERANCES[intent]) nlp.addDocument('en', utterance, intent);
  }
  await nlp.train();
  return nlp;
}

/** Intent classification with @nlpjs, trained once when the module starts. */
@Injectable()
export class IntentClassifier implements OnModuleInit {
  private model: Promise<Nlp> | null = null;

  onModuleInit(): void {
    this.model = trainIntentModel();
  }

  /**
   * The classifier's intent when the message also carries one of that intent's words; otherwise
   * the first intent whose words it carries; otherwise the honest fallback.
   */
  async classify(message: string): Promise<{ intent: Intent; score: number }> {
    this.model ??= trainIntentModel();
    // Only the intent is used: the classifier alone, not process()'s entities, answers, sentiment and context.
    const result = await (await this.model).nluManager.process('en', message);
    const candidates = keywordIntents(message);
    const predicted = result.intent as Intent;
    if (result.score >= INTENT_THRESHOLD && (candidates as Intent[]).includes(predicted)) {
      return { intent: predicted, score: result.score };
    }
    if (candidates.length > 0) return { intent: candidates[0], score: INTENT_THRESHOLD };
    return { intent: 'fallback', score: result.score };
  }
}
