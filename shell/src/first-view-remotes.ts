import { RemoteModule, type RemoteModuleId } from '@anchor/contracts';

/** The remote modules each page shows at once (home: for a signed-in person, the default tab and the banner). */
const FIRST_VIEW_MODULES: Record<string, RemoteModuleId[]> = {
  '/': [RemoteModule.assistantTab, RemoteModule.assessmentBanner],
  '/auth': [RemoteModule.authPage],
};

/** What to preload for a path ('/auth/' is '/auth'); nothing for a page without remotes in its first view. */
export function firstViewRemoteModules(pathname: string): RemoteModuleId[] {
  return FIRST_VIEW_MODULES[pathname.replace(/(.)\/+$/, '$1')] ?? [];
}
