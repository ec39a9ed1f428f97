// Notifications that open a screen when tapped (the meditation's end bell opens the meditation, which
// finishes and records it; a clinician's message or request opens My clinician). The link names a screen
// only, never health data. No React here: the service worker imports this file too.
import { CARE_NOTIFICATION_KINDS, homeLink, MY_CLINICIAN_PATH } from '@anchor/contracts/src/home-links';
import { MEDITATION_BELL_ACTION } from '@anchor/contracts/src/mindfulness';
import type { NotificationData } from '@anchor/contracts';

export const OPEN_LINK_MESSAGE = 'anchor:open-link';

/** The in-app path a tapped notification opens, or null when it opens nothing in particular. */
export function notificationLink(data: NotificationData | null | undefined): string | null {
  if (data?.action === MEDITATION_BELL_ACTION) return homeLink('mindfulness', 'meditation');
  return typeof data?.kind === 'string' && CARE_NOTIFICATION_KINDS.includes(data.kind) ? MY_CLINICIAN_PATH : null;
}

/** Only a path inside the app ('/…', never '//host'): a message cannot send the page elsewhere. */
const isAppPath = (href: unknown): href is string =>
  typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');

/** The path of the service worker's "open this screen" message, or null for any other message. */
export function openLinkOf(event: MessageEvent): string | null {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, href } = data as { type?: unknown; href?: unknown };
  return type === OPEN_LINK_MESSAGE && isAppPath(href) ? href : null;
}
