import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@anchor/contracts';
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
