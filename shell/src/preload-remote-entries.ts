import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { firstViewRemoteModules, type RemotesManifest } from '@anchor/contracts';
import { pageManifestsPlugin } from './page-manifests.plugin';

/**
 * Runs in the entry, before the shared modules are negotiated (so it may import none of them): registers the
 * remotes the page shows at once and starts fetching their remoteEntry.js and the module's own chunks, with the
 * manifest the page carries (or fetched where it carries none). app-runtime's initRemotes registers every remote
 * later; a name registered here is kept as is. A failure is left to the remote's slot, which shows the
 * feature's error.
 */
export function preloadRemoteEntries(manifest: Partial<RemotesManifest>, pathname: string, search = ''): void {
  registerPlugins([pageManifestsPlugin()]);
  for (const id of firstViewRemoteModules(pathname, search)) {
    const [name, expose] = id.split('/') as [keyof RemotesManifest, string];
    const url = manifest[name];
    if (!url) continue;
    try {
      registerRemotes([{ name, entry: new URL(url, window.location.origin).href }]);
      // share: false: the shell provides every shared module; a remote's own copies are never fetched.
      preloadRemote([{ nameOrAlias: name, exposes: [expose], share: false }]).catch(() => undefined);
    } catch {
      // The slot loads it (or shows its error) as if nothing had been preloaded.
    }
  }
}
