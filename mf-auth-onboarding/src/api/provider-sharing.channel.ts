/**
 * Tells the patient's other tabs that what their provider may see changed (a provider named or withdrawn, sharing
 * switched, a phone number shared), so their Privacy and Provider Access cards refetch. The message is one word and
 * nothing is written to storage: the other tabs ask the server themselves.
 */
const CHANNEL_NAME = 'anchor-provider-sharing';
const MESSAGE = 'changed';

let channel: BroadcastChannel | null = null;

/** One channel per tab: a BroadcastChannel never hears its own messages, so this tab does not refetch twice. */
function tabChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

export function announceProviderSharingChange(): void {
  tabChannel()?.postMessage(MESSAGE);
}

/** Calls `onChange` whenever another tab announces a change; returns the function that stops listening. */
export function onProviderSharingChange(onChange: () => void): () => void {
  const current = tabChannel();
  if (!current) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (event.data === MESSAGE) onChange();
  };
  current.addEventListener('message', listener);
  return () => current.removeEventListener('message', listener);
}

/** For a mutation's onQueryStarted: announces once the server has answered with success. */
export async function announceWhenFulfilled(
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
    announceProviderSharingChange();
  } catch {
    // Nothing changed on the server: nothing to tell.
  }
}
