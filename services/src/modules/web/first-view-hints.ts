import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstViewApiReads, firstViewRemoteModules, firstViewShellGroups, RemoteApps } from '@anchor/contracts';

/** The parts of a remote's mf-manifest.json that name its entry and an exposed module's own files. */
interface RemoteManifestFile {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A hint must match the request it stands for: the federation runtime fetches a manifest in cors mode without
 * credentials (`crossorigin`), the shell's entry reads the API with them (`crossorigin="use-credentials"`).
 */
const preloadLink = (href: string, as: 'fetch' | 'script', credentials = false) => {
  const crossorigin = as === 'script' ? '' : credentials ? ' crossorigin="use-credentials"' : ' crossorigin';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${crossorigin} />`;
};

/**
 * Fetch preloads for the API reads the page's first view waits for (contracts' firstViewApiReads), with the
 * credentials the shell's entry reads them with. They go first in the page's head: the browser's six connections
 * are soon all busy with scripts, and these answers are what the first render waits for. A read for signed-in
 * people only is hinted only when the request carries a session.
 */
export function firstViewReadHints(pathname: string, signedIn: boolean): string {
  const { user, assessmentStatus } = firstViewApiReads(pathname);
  const paths = signedIn && assessmentStatus ? [user, assessmentStatus] : [user];
  return paths.map((url) => preloadLink(url, 'fetch', true)).join('');
}

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

/** The files of the shell's lazy chunk groups the page opens at once, from the build's first-view.json. */
async function shellGroupFiles(pathname: string, webRoot: string): Promise<string[]> {
  const groups = firstViewShellGroups(pathname);
  if (groups.length === 0) return [];
  try {
    const firstView = JSON.parse(await readFile(path.join(webRoot, 'shell', 'dist', 'first-view.json'), 'utf8')) as {
      groups?: Record<string, string[]>;
    };
    return groups.flatMap((group) => firstView.groups?.[group] ?? []).map((file) => `/${file}`);
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
  const links = (await shellGroupFiles(pathname, webRoot)).map((url) => preloadLink(url, 'script'));
  for (const id of firstViewRemoteModules(pathname)) {
    const [name, expose] = id.split('/');
    const manifestUrl = remotes[name];
    if (!manifestUrl) continue;
    links.push(preloadLink(manifestUrl, 'fetch'));
    for (const url of await remoteCodeUrls(manifestUrl, expose, webRoot)) links.push(preloadLink(url, 'script'));
  }
  return links.join('');
}
