import { PageDataBlock, type RemotesManifest } from '@anchor/contracts';

export const REMOTES_MANIFEST_URL = '/remotes.json';

let pending: Promise<Partial<RemotesManifest>> | null = null;

/** The mapping the server writes into the page it sends; absent where the page is served as a file. */
function fromPage(): Partial<RemotesManifest> | null {
  const text = document.getElementById(PageDataBlock.remotesMapping)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<RemotesManifest>;
  } catch {
    return null;
  }
}

async function fetchOnce(): Promise<Partial<RemotesManifest>> {
  const inPage = fromPage();
  if (inPage) return inPage;
  try {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return (await response.json()) as Partial<RemotesManifest>;
  } catch (error) {
    console.error('Could not load /remotes.json; features will show their fallback', error);
    return {};
  }
}

/**
 * Which build of each remote to load is decided at run time by the server's `/remotes.json`, so a
 * remote goes live without rebuilding the shell. The server writes it into the page it sends, so most pages ask
 * nothing; a page served otherwise (a development server) asks. A failure yields an empty manifest: every slot
 * then shows its error fallback and the rest of the app still works. Asked once per page: the entry
 * (index.ts) asks while the shell's own chunks are still loading, bootstrap awaits the same answer.
 */
export function fetchRemotesManifest(): Promise<Partial<RemotesManifest>> {
  pending ??= fetchOnce();
  return pending;
}
