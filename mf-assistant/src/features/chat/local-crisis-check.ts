import { assessConversation, crisisReply, loadCrisisModel, type CrisisModel, type CrisisTier } from '@anchor/clinical';

export interface LocalCrisisCheck {
  /** The tier the browser gives the message, with the person's earlier messages and the tier the server gave. */
  tier: CrisisTier;
  /** What the chat says at that tier (the server's own crisis words); null when nothing is flagged. */
  reply: string | null;
}

/**
 * The browser's own check of a message the server could not answer (or that is too long to send): the same
 * detector the server runs first, so a crisis message is never left with only an error. Without a model this is
 * the rule layer alone. The grey band of the model (unsure, no rule certain) is answered like a concern: with the
 * direct question and 988.
 */
export function checkLocally(
  message: string,
  earlierMessages: readonly string[],
  knownTier: CrisisTier,
  model?: CrisisModel,
): LocalCrisisCheck {
  const assessment = assessConversation(message, earlierMessages, knownTier, model);
  const tier: CrisisTier = assessment.tier === 'none' && assessment.uncertain ? 'concern' : assessment.tier;
  return { tier, reply: tier === 'none' ? null : crisisReply(tier, assessment.retracted) };
}

/**
 * The same check with the trained model beside the rules. Its weights (a few hundred KB) are fetched here, the
 * first time a send fails and the rules found nothing: never with the first view. Rejects when they cannot be
 * fetched (the network is down), and the rules' answer stands.
 */
export async function checkWithModel(
  message: string,
  earlierMessages: readonly string[],
  knownTier: CrisisTier,
): Promise<LocalCrisisCheck> {
  return checkLocally(message, earlierMessages, knownTier, await loadCrisisModel());
}
