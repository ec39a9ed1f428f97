// Links into home, such as the assistant's "Open 4-7-8 breathing in Mindfulness" or where a service's connection
// page and the payment page return. They name a screen, never any health data. Zod-free: the shell's home chunk
// reads them, and its first view must not load zod.

/** The tab names a link may carry (`?tab=`), lower case; the shell maps them to its tabs. */
export const HomeTabKeys = ['assistant', 'insights', 'mindfulness', 'resources', 'assessment'] as const;
export type HomeTabKey = (typeof HomeTabKeys)[number];

export const HOME_LINK_PARAMS = { tab: 'tab', exercise: 'exercise' } as const;

/** '/?tab=mindfulness&exercise=breathing': the shell opens the tab and hands `exercise` to the Mindfulness tab. */
export function homeLink(tab: HomeTabKey, exercise?: string): string {
  const params = new URLSearchParams({ [HOME_LINK_PARAMS.tab]: tab });
  if (exercise) params.set(HOME_LINK_PARAMS.exercise, exercise);
  return `/?${params.toString()}`;
}

/** The address fragment that opens Settings on home (`/#settings`): where the OAuth callback page returns. */
export const SETTINGS_HASH = '#settings';

/** Query parameters the payment page returns with: `checkout` is success or cancelled, `session_id` on success. */
export const CHECKOUT_RESULT_PARAM = 'checkout';
export const CHECKOUT_SESSION_PARAM = 'session_id';

/** The patient's My clinician page: the care thread with their clinician and the clinician's requests. */
export const MY_CLINICIAN_PATH = '/clinician';

/** `data.kind` of notifications about the care thread (a clinician's message, a new assessment request): they open My clinician. */
export const CareNotificationKind = { message: 'provider-message', request: 'provider-request' } as const;
export const CARE_NOTIFICATION_KINDS: readonly string[] = Object.values(CareNotificationKind);
