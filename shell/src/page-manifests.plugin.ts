import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PageDataBlock } from '@anchor/contracts';

/** The page's manifests by absolute URL, as the federation runtime asks for them; none when the page has none. */
function readPageManifests(): Map<string, string> {
  const text = document.getElementById(PageDataBlock.remoteManifests)?.textContent;
  if (!text) return new Map();
  try {
    const manifests = JSON.parse(text) as Record<string, unknown>;
    return new Map(
      Object.entries(manifests).map(([url, manifest]) => [
        new URL(url, window.location.origin).href,
        JSON.stringify(manifest),
      ]),
    );
  } catch {
    return new Map();
  }
}

/**
 * Answers the federation runtime's first request for a manifest the page already carries, so the remote's entry
 * loads at once instead of after a round trip that waits for one of the browser's six connections. Each copy
 * answers once: should that remote fail to load and be tried again, the runtime asks the server for the
 * manifest as it is then. Any other manifest is fetched as usual.
 */
export function pageManifestsPlugin(): ModuleFederationRuntimePlugin {
  const manifests = readPageManifests();
  return {
    name: 'anchor-page-manifests',
    fetch(url) {
      const href = new URL(url, window.location.origin).href;
      const manifest = manifests.get(href);
      if (manifest === undefined) return undefined;
      manifests.delete(href);
      return Promise.resolve(new Response(manifest, { headers: { 'Content-Type': 'application/json' } }));
    },
  };
}
