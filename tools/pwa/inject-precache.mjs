// Writes the precache list into the shell's built /sw.js (Workbox injectManifest), after the shell and every
// remote are built (the shell's build runs last: its nx implicitDependencies name the remotes). Each file is
// listed under the URL the API serves it at: the shell's at `/`, a remote's at `/remotes/<project>/`. Names with a
// content hash need no revision; the others (index.html, mf-manifest.json, remoteEntry.js, manifest, icons) get one,
// so a new build of any remote changes sw.js and the browser installs it, dropping the files it no longer lists.
// The shell's build runs it (shell/service-worker.rspack.js) on the sw.js it has just written; run by hand, it
// needs a freshly built sw.js, which still holds the self.__WB_MANIFEST placeholder.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTENT_HASH = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** Remotes whose build sits beside the shell's: the API serves them at /remotes/<project>/. */
function builtRemotes() {
  return readdirSync(repoRoot).filter((name) => name.startsWith('mf-') && existsSync(join(repoRoot, name, 'dist')));
}

/** `shell/dist/x` → `/x`, `mf-y/dist/x` → `/remotes/mf-y/x`. */
function servedUrl(file) {
  const [project, , ...rest] = file.split('/');
  const inside = rest.join('/');
  return project === 'shell' ? `/${inside}` : `/remotes/${project}/${inside}`;
}

export async function injectPrecache({ shellDist = join(repoRoot, 'shell', 'dist') } = {}) {
  const remotes = builtRemotes();
  const swFile = join(shellDist, 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: repoRoot,
    globPatterns: [
      'shell/dist/**/*.{html,js,css,json,webmanifest,png,svg,woff,woff2}',
      ...remotes.map((project) => `${project}/dist/**/*.{js,css,json,png,svg,woff,woff2}`),
    ],
    // Not for the browser (build data the server reads, maps) or not used by the app (a remote's standalone page).
    globIgnores: [
      '**/*.map',
      '**/mf-stats.json',
      'shell/dist/sw.js',
      'shell/dist/first-view.json',
      'mf-*/dist/index.html',
      'mf-*/dist/standalone-runtime.js',
      'mf-*/dist/main.*.js',
    ],
    dontCacheBustURLsMatching: CONTENT_HASH,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: servedUrl(entry.url),
          revision: CONTENT_HASH.test(entry.url) ? null : entry.revision,
        })),
        warnings: [],
      }),
    ],
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`Precache: ${count} files (${Math.round(size / 1024)} KiB) from the shell and ${remotes.length} remotes`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await injectPrecache();
}
