import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstViewRemoteModules, RemoteApps } from '@anchor/contracts';

/** The parts of a remote's mf-manifest.json that name its entry and an exposed module's own files. */
interface RemoteManifestFile {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `crossorigin` on the manifest's hint: the federation runtime fetches it in cors mode, and a hint must match. */
const preloadLink = (href: string, as: 'fetch' | 'script') =>
  `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin' : ''} />`;

/** The file behind a manifest this server serves itself (`/remotes/<project>/…json`), or null. */
function servedManifestFile(url: string, webRoot: string): string | null {
  const match = /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9._-]+\.json)$/.exec(url);
  if (!match || !RemoteApps.some((remote) => remote.project === match[1])) return null;
  return path.join(webRoot, match[1], 'dist', match[2]);
}

/**
 * The remote's entry and the exposed module's synchronous chunks, from a manifest this server serves. A remote
 * elsewhere, or a manifest missing or half written, gives none: the shell then finds them as without hints.
 */
async function remoteCodeUrls(manifestUrl: string, expose: string, webRoot: string): Promise<string[]> {
  const file = servedManifestFile(manifestUrl, webRoot);
  if (!file) return [];
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as RemoteManifestFile;
    const entry = manifest.metaData?.remoteEntry;
    const exposed = manifest.exposes?.find((candidate) => candidate.name === expose);
    const names = [
      entry?.name ? path.posix.join(entry.path ?? '', entry.name) : null,
      ...(exposed?.assets?.js?.sync ?? []),
    ];
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    return names.filter((name): name is string => Boolean(name)).map((name) => `${folder}${name}`);
  } catch {
    return [];
  }
}

/**
 * Preload links for the remote modules the page at `pathname` shows at once, from the live remotes mapping:
 * their manifest, entry and own chunks then download while the shell's files do, instead of after the shell
 * has run, asked for /remotes.json and read each manifest.
 */
export async function firstViewHints(
  pathname: string,
  remotes: Record<string, string>,
  webRoot: string,
): Promise<string> {
  const links: string[] = [];
  for (const id of firstViewRemoteModules(pathname)) {
    const [name, expose] = id.split('/');
    const manifestUrl = remotes[name];
    if (!manifestUrl) continue;
    links.push(preloadLink(manifestUrl, 'fetch'));
    for (const url of await remoteCodeUrls(manifestUrl, expose, webRoot)) links.push(preloadLink(url, 'script'));
  }
  return links.join('');
}
