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
 * are soon all busy with scripts, and these answers are what the first render waits for. Only for a page whose
 * answers the server does not carry itself (first-view-render.ts), which is a request with a session.
 */
export function firstViewReadHints(pathname: string): string {
  const { user, assessmentStatus } = firstViewApiReads(pathname);
  const paths = assessmentStatus ? [user, assessmentStatus] : [user];
  return paths.map((url) => preloadLink(url, 'fetch', true)).join('');
}

/** The file behind a manifest this server serves itself (`/remotes/<project>/…json`), or null. */
function servedManifestFile(url: string, webRoot: string): string | null {
  const match = /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9._-]+\.json)$/.exec(url);
  if (!match || !RemoteApps.some((remote) => remote.project === match[1])) return null;
  return path.join(webRoot, match[1], 'dist', match[2]);
}

/** A manifest this server serves, as built; null for a remote elsewhere or a manifest missing or half written. */
async function readServedManifest(manifestUrl: string, webRoot: string): Promise<RemoteManifestFile | null> {
  const file = servedManifestFile(manifestUrl, webRoot);
  if (!file) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RemoteManifestFile;
  } catch {
    return null;
  }
}

/** The remote's entry and the exposed module's synchronous chunks, as URLs next to the manifest's. */
function remoteCodeUrls(manifestUrl: string, manifest: RemoteManifestFile, expose: string): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find((candidate) => candidate.name === expose);
  const names = [
    entry?.name ? path.posix.join(entry.path ?? '', entry.name) : null,
    ...(exposed?.assets?.js?.sync ?? []),
  ];
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return names.filter((name): name is string => Boolean(name)).map((name) => `${folder}${name}`);
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

/** What the page's head carries for its first view besides the API read hints. */
export interface FirstViewHead {
  /** Preload links for the shell's chunks and the remote code the page shows at once. */
  hints: string;
  /** The manifests of the remotes the page shows at once that this server serves, by their URL in the mapping. */
  manifests: Record<string, unknown>;
  /** The page's first-view remote modules whose remote this server serves itself (`mf_assistant/AssistantTab`). */
  servedModules: Set<string>;
}

/**
 * For the remote modules the page at `pathname` shows at once (with `search`: the tab a home link opens), from the live remotes mapping: preload links for
 * their entry and own chunks, which then download while the shell's files do, and their manifests, which the
 * page carries so the federation runtime reads them there instead of asking for each before it can load the
 * remote. A remote elsewhere (or a manifest this server cannot read) gets a preload hint for its manifest instead.
 */
export async function firstViewHead(
  pathname: string,
  search: string,
  remotes: Record<string, string>,
  webRoot: string,
): Promise<FirstViewHead> {
  const links = (await shellGroupFiles(pathname, webRoot)).map((url) => preloadLink(url, 'script'));
  const manifests: Record<string, unknown> = {};
  const servedModules = new Set<string>();
  for (const id of firstViewRemoteModules(pathname, search)) {
    const [name, expose] = id.split('/');
    const manifestUrl = remotes[name];
    if (!manifestUrl) continue;
    const manifest = await readServedManifest(manifestUrl, webRoot);
    if (!manifest) {
      links.push(preloadLink(manifestUrl, 'fetch'));
      continue;
    }
    manifests[manifestUrl] = manifest;
    servedModules.add(id);
    for (const url of remoteCodeUrls(manifestUrl, manifest, expose)) links.push(preloadLink(url, 'script'));
  }
  return { hints: links.join(''), manifests, servedModules };
}
