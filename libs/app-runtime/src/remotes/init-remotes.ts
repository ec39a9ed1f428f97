import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemotesManifest } from '@anchor/contracts';
import { featureLoadErrorPlugin } from './feature-load-error.plugin';

let pluginRegistered = false;

/** Remotes may live on this origin (`/remotes/...`) or another; the runtime needs absolute URLs. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** Points the Module Federation runtime at the remotes listed in `/remotes.json`. */
export function initRemotes(manifest: Partial<RemotesManifest>): void {
  if (!pluginRegistered) {
    registerPlugins([featureLoadErrorPlugin()]);
    pluginRegistered = true;
  }
  const remotes = Object.entries(manifest)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0)
    .map(([name, url]) => ({ name, entry: absoluteUrl(url) }));
  registerRemotes(remotes);
}

/**
 * Starts fetching remote modules a page shows at once (the remote's manifest, remoteEntry.js and the module's own
 * chunks), so they arrive while the page is still deciding to show them (e.g. during the session check). The
 * slot's own load uses what arrived; a failure here is left to the slot, which shows the feature's error.
 */
export function preloadRemoteModules(ids: readonly RemoteModuleId[]): void {
  for (const id of ids) {
    const [name, expose] = id.split('/');
    // share: false: the host provides every shared module, so a remote's own copies are never fetched.
    preloadRemote([{ nameOrAlias: name, exposes: [expose], share: false }]).catch(() => undefined);
  }
}
