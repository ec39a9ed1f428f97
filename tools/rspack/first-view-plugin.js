// Writes first-view.json beside the shell's build: the JavaScript files a browser loads before the shell
// renders anything, read from the compiler's own chunk graph: the entry, the async boundary it imports
// (./bootstrap) and the shared modules those chunks consume. Lazy chunks (React.lazy, a feature's own
// import()) are not in it. tools/rspack/first-view-bytes.js adds each page's remote modules to it.
const FILE = 'first-view.json';

/** 'consume shared module (default) react-dom@^19.2.0 (strict) …' → 'react-dom'; same for 'provide shared module'. */
const sharedKey = (identifier, kind) =>
  new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@`).exec(identifier ?? '')?.[1] ?? null;

/**
 * The entry's chunks and the async boundary its entry module imports, then for every shared module those chunks
 * consume, the chunks that provide it (the host provides every singleton, so the browser loads the provider's
 * chunks), and what those consume in turn.
 */
function firstViewFiles(stats) {
  const first = new Set();
  for (const chunk of stats.chunks) {
    const fromEntryModule = chunk.origins.some((origin) => /src[\\/]index\.tsx?$/.test(origin.moduleName ?? ''));
    if (chunk.initial || fromEntryModule) first.add(chunk);
  }
  // The shared modules each chunk consumes (stats list concatenated chunks' consume modules only at the top).
  const consumesOf = new Map();
  for (const module of stats.modules) {
    const key = sharedKey(module.identifier, 'consume');
    if (!key) continue;
    for (const id of module.chunks ?? []) consumesOf.set(id, [...(consumesOf.get(id) ?? []), key]);
  }
  const consumedKeys = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const chunk of first) for (const key of consumesOf.get(chunk.id) ?? []) consumedKeys.add(key);
    for (const chunk of stats.chunks) {
      if (first.has(chunk)) continue;
      if (chunk.origins.some((origin) => consumedKeys.has(sharedKey(origin.moduleIdentifier, 'provide')))) {
        first.add(chunk);
        grew = true;
      }
    }
  }
  return [...first]
    .flatMap((chunk) => chunk.files)
    .filter((file) => file.endsWith('.js'))
    .sort();
}

class FirstViewPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstViewPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstViewPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkOrigins: true,
            modules: true,
            ids: true,
          });
          const files = firstViewFiles(stats);
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstViewPlugin, FIRST_VIEW_FILE: FILE };
