// How a mood check-in is asked for from outside React: by the service worker's message to an open
// page, or by '/?check-in=mood' when it has to open a new one. Neither carries any health data.
// No React here: the service worker imports this file too.
import { MOOD_CHECK_IN_PARAM } from '@anchor/contracts/src/mood';
import type { NotificationData } from '@anchor/contracts';

export const OPEN_MOOD_CHECK_IN_MESSAGE = 'anchor:open-mood-check-in';

/** Where the service worker opens the app for a mood check: which screen, nothing else. */
export const MOOD_CHECK_IN_URL = `/?${MOOD_CHECK_IN_PARAM.name}=${MOOD_CHECK_IN_PARAM.value}`;

export const isMoodCheck = (data: NotificationData | null | undefined) => data?.checkType === 'daily_mood';

export const isOpenMoodCheckInMessage = (event: MessageEvent) =>
  typeof event.data === 'object' && event.data !== null && event.data.type === OPEN_MOOD_CHECK_IN_MESSAGE;

/** True when the page was opened to check in; the parameter is removed so a reload does not ask again. */
export function takeMoodCheckInParam(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(MOOD_CHECK_IN_PARAM.name) !== MOOD_CHECK_IN_PARAM.value) return false;
  url.searchParams.delete(MOOD_CHECK_IN_PARAM.name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
