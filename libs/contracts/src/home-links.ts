// Links into a tab of home, such as the assistant's "Open 4-7-8 breathing in Mindfulness". They name a screen,
// never any health data.

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
