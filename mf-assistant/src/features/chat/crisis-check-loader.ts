import type { CrisisTier } from '@anchor/clinical';
import type { LocalCrisisCheck } from './local-crisis-check';

let loading: Promise<typeof import('./local-crisis-check')> | null = null;

/**
 * Fetches the browser's crisis check, a chunk of its own: the detector's rules are too large for the first
 * view's budget. The composer asks for it as soon as the person starts to write or speak, so that it is here
 * before a send can fail, even when the network then goes down. A failed fetch is asked again next time.
 */
export function preloadCrisisCheck(): Promise<typeof import('./local-crisis-check')> {
  loading ??= import(/* webpackChunkName: "crisis-check" */ './local-crisis-check').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The rules' check of one message (see checkLocally); null when the check itself could not be fetched. */
export async function checkMessage(
  message: string,
  earlierMessages: readonly string[],
  knownTier: CrisisTier,
): Promise<LocalCrisisCheck | null> {
  try {
    const { checkLocally } = await preloadCrisisCheck();
    return checkLocally(message, earlierMessages, knownTier);
  } catch {
    return null;
  }
}

/** The check with the trained model too (see checkWithModel); null when the check or the model could not be fetched. */
export async function checkMessageWithModel(
  message: string,
  earlierMessages: readonly string[],
  knownTier: CrisisTier,
): Promise<LocalCrisisCheck | null> {
  try {
    const { checkWithModel } = await preloadCrisisCheck();
    return await checkWithModel(message, earlierMessages, knownTier);
  } catch {
    return null;
  }
}
