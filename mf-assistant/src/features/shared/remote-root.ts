/** The Module Federation project this bundle is; e2e tests and support read it off the page. */
export const REMOTE_NAME = 'mf-assistant';

/** Stamps a remote's root element so anyone can tell which remote, and which build of it, is on screen. */
export function remoteRootProps() {
  // In jest and in builds that forgot the DefinePlugin the constant does not exist at all.
  const build = typeof __ANCHOR_BUILD_LABEL__ === 'string' ? __ANCHOR_BUILD_LABEL__ : 'dev';
  return { 'data-remote': REMOTE_NAME, 'data-build': build } as const;
}
