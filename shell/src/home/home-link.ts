import { HOME_LINK_PARAMS, HomeTabKeys, type HomeTabKey } from '@anchor/contracts/src/home-links';
import { HomeTab, type HomeTabName } from '../copy';

const TABS: Record<HomeTabKey, HomeTabName> = {
  assistant: HomeTab.assistant,
  insights: HomeTab.insights,
  mindfulness: HomeTab.mindfulness,
  resources: HomeTab.resources,
  assessment: HomeTab.assessment,
};

export interface HomeLink {
  tab: HomeTabName;
  /** A Mindfulness view key, handed to that tab; null for any other tab. */
  exercise: string | null;
  /** The same search without the link's parameters (other parameters are kept). */
  rest: string;
}

const isTabKey = (value: string | null): value is HomeTabKey =>
  (HomeTabKeys as readonly (string | null)[]).includes(value);

/** The tab (and exercise) a URL's search asks for; null when it names no known tab. */
export function readHomeLink(search: string): HomeLink | null {
  const params = new URLSearchParams(search);
  const tab = params.get(HOME_LINK_PARAMS.tab)?.toLowerCase() ?? null;
  if (!isTabKey(tab)) return null;
  const exercise = tab === 'mindfulness' ? params.get(HOME_LINK_PARAMS.exercise) || null : null;
  params.delete(HOME_LINK_PARAMS.tab);
  params.delete(HOME_LINK_PARAMS.exercise);
  const rest = params.toString();
  return { tab: TABS[tab], exercise, rest: rest ? `?${rest}` : '' };
}
