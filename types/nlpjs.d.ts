/** The part of @nlpjs the assistant's intent classifier uses (the packages ship no types). */
declare module '@nlpjs/nlp' {
  export interface NlpResult {
    intent: string;
    score: number;
  }
  export class Nlp {
    constructor(settings: {
      languages: string[];
      autoSave: boolean;
      autoLoad?: boolean;
      nlu?: { log: boolean };
      threshold?: number;
    });
    use(plugin: unknown): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<NlpResult>;
    /** The trained classifier alone, without the entity, answer, sentiment and context steps of process(). */
    nluManager: { process(locale: string, utterance: string): Promise<NlpResult> };
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}

declare module 'vader-sentiment' {
  export const SentimentIntensityAnalyzer: {
    polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number };
  };
}
