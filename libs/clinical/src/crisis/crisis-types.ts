/**
 * Risk tiers, lowest first. concern: passive death wish, burdensomeness, hopelessness.
 * crisis: active ideation, self-harm, harm to others, abuse with danger.
 * imminent: a plan, means, a time, preparations, goodbyes, a means question after distress,
 * voices commanding harm.
 */
export const CRISIS_TIERS = ['none', 'concern', 'crisis', 'imminent'] as const;
export type CrisisTier = (typeof CRISIS_TIERS)[number];

export type CrisisSignal =
  | 'passive_death_wish'
  | 'burdensomeness'
  | 'hopelessness'
  | 'ambivalent_negation'
  | 'active_ideation'
  | 'contingent_intent'
  | 'veteran_idiom'
  | 'self_harm'
  | 'harm_to_others'
  | 'abuse_danger'
  | 'means_question'
  | 'means_access'
  | 'plan'
  | 'timing'
  | 'preparation'
  | 'goodbye'
  | 'command_voices'
  | 'drift'
  | 'model_risk';

/** What else a message says that changes the answer without being a risk on its own. */
export type CrisisContext = 'panic' | 'physical_symptoms' | 'third_party' | 'retraction' | 'mild_distress' | 'media';

export interface CrisisPattern {
  signal: CrisisSignal;
  tier: Exclude<CrisisTier, 'none'>;
  pattern: RegExp;
  /** A negation before the match ("I would never ...") clears it unless the person hedges. */
  negatable?: boolean;
  /** A bare word ("suicide") that counts only when the person speaks of themselves. */
  firstPersonOnly?: boolean;
  /** Counts only when the same message or the conversation already carries a risk signal. */
  needsRisk?: boolean;
}

/** A trained scorer of the writer's own risk: the probability, from 0 to 1, for one normalised message. */
export interface CrisisModel {
  score(normalised: string): number;
}

export interface MessageAssessment {
  tier: CrisisTier;
  signals: CrisisSignal[];
  contexts: CrisisContext[];
  normalised: string;
  /** The model's probability that the writer speaks of their own risk; null without a model or under three words. */
  modelScore: number | null;
  /**
   * The grey band: no rule is certain and the tier is 'none', but the model (or, for a conversation, the
   * messages together) is unsure. The assistant then asks the screener questions instead of replying.
   */
  uncertain: boolean;
}

export interface ConversationAssessment extends MessageAssessment {
  /** The tier of this message alone. `tier` is the conversation's, which never goes down. */
  messageTier: CrisisTier;
  /** The person took something back ("jk", "forget it") while the conversation is flagged. */
  retracted: boolean;
}

export function tierRank(tier: CrisisTier): number {
  return CRISIS_TIERS.indexOf(tier);
}

export function maxTier(...tiers: CrisisTier[]): CrisisTier {
  return tiers.reduce((a, b) => (tierRank(b) > tierRank(a) ? b : a), 'none' as CrisisTier);
}
