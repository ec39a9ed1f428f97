import { HOME_LINK_PARAMS, type HomeTabKey, HomeTabKeys } from './home-links';
import { RemoteModule, type RemoteModuleId } from './remotes';

/**
 * The JSON data blocks the server writes into the shell's page (services' shell-page.ts) and the shell reads at
 * once: the live remotes mapping (what /remotes.json answers), the manifests of the remotes the page shows, and the
 * answers of the first view's reads when the server has them.
 */
export const PageDataBlock = {
  remotesMapping: 'anchor-remotes',
  remoteManifests: 'anchor-remote-manifests',
  /** The first view's reads, when the server already knows their answers (shell's first-view-reads.ts). */
  firstViewAnswers: 'anchor-first-view-answers',
} as const;

/**
 * The attribute that marks the server's rendering of a page's first view (services' shell-page.ts): on the shell's
 * root element, which is inert until the shell's first render replaces it, and on the style element of its CSS.
 */
export const PageMarker = {
  firstView: 'data-first-view',
} as const;

/** The page a path names, as the first-view tables key it: '/auth/' is '/auth', '/' stays '/'. */
export const firstViewPage = (pathname: string): string => pathname.replace(/(.)\/+$/, '$1');

/**
 * The remote modules each page shows at once (home: for a signed-in person, the default tab and the banner).
 * The server hints them in the page it sends and the shell's entry starts fetching them, so they download
 * while the shell's own files do.
 */
const FIRST_VIEW_MODULES: Record<string, RemoteModuleId[]> = {
  '/': [RemoteModule.assistantTab, RemoteModule.assessmentBanner],
  '/auth': [RemoteModule.authPage],
};

/** Home's tab modules by the key a link names (`/?tab=assessment`). */
const HOME_TAB_MODULES: Record<HomeTabKey, RemoteModuleId> = {
  assistant: RemoteModule.assistantTab,
  insights: RemoteModule.insightsTab,
  mindfulness: RemoteModule.mindfulnessTab,
  resources: RemoteModule.resourcesTab,
  assessment: RemoteModule.assessmentTab,
};

const linkedHomeTab = (search: string): HomeTabKey | undefined => {
  const tab = new URLSearchParams(search).get(HOME_LINK_PARAMS.tab)?.toLowerCase();
  return HomeTabKeys.find((key) => key === tab);
};

/**
 * Whether the server renders the first view of a page asked for with this query (`?tab=insights`): none, or a
 * link to a home tab and nothing else. Any other query changes what the first view shows (a Mindfulness exercise,
 * a checkout return opening the settings), so the browser renders that page itself.
 */
export function rendersFirstViewOfQuery(pathname: string, search: string): boolean {
  const params = [...new URLSearchParams(search).keys()];
  if (params.length === 0) return true;
  return params.length === 1 && firstViewPage(pathname) === '/' && linkedHomeTab(search) !== undefined;
}

/**
 * What to preload for a path ('/auth/' is '/auth'); nothing for a page without remotes in its first view. A link to
 * a home tab (`search` '?tab=assessment') opens that tab at once: its module stands in for the Assistant's.
 */
export function firstViewRemoteModules(pathname: string, search = ''): RemoteModuleId[] {
  const modules = FIRST_VIEW_MODULES[firstViewPage(pathname)] ?? [];
  const tab = firstViewPage(pathname) === '/' ? linkedHomeTab(search) : undefined;
  if (!tab) return modules;
  return modules.map((id) => (id === RemoteModule.assistantTab ? HOME_TAB_MODULES[tab] : id));
}

/**
 * The shell's own lazy chunk groups each page opens at once (named by `webpackChunkName`; their files are listed in
 * the shell's first-view.json): the server hints them in the page it sends, so they download with the entry
 * instead of after it has run.
 */
const FIRST_VIEW_SHELL_GROUPS: Record<string, string[]> = {
  '/': ['home', 'notification-bell'],
};

export function firstViewShellGroups(pathname: string): string[] {
  return FIRST_VIEW_SHELL_GROUPS[firstViewPage(pathname)] ?? [];
}
