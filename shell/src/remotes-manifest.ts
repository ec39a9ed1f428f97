import type { RemotesManifest } from '@anchor/contracts';

export const REMOTES_MANIFEST_URL = '/remotes.json';

let pending: Promise<Partial<RemotesManifest>> | null = null;

async function fetchOnce(): Promise<Partial<RemotesManifest>> {
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
 * remote goes live without rebuilding the shell. A failure yields an empty manifest: every slot
 * then shows its error fallback and the rest of the app still works. Asked once per page: the entry
 * (index.ts) asks while the shell's own chunks are still loading, bootstrap awaits the same answer.
 */
export function fetchRemotesManifest(): Promise<Partial<RemotesManifest>> {
  pending ??= fetchOnce();
  return pending;
}
