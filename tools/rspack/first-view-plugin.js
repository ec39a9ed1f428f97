// Writes first-view.json beside the shell's build, read from the compiler's own chunk graph:
// - `files`: what a browser loads before the shell renders anything: the entry, the async boundary it imports
//   (`import(/* webpackChunkName: "bootstrap" */ './bootstrap')`) and the shared modules those chunks consume;
// - `groups`: for each named lazy chunk group (`import(/* webpackChunkName: "home" */ …)`), every file it adds:
//   its own chunks, the chunks split out of it (a vendor such as zod) and the providers of the shared modules
//   it consumes; a page whose first view opens that group counts them (tools/rspack/first-view-bytes.js);
// - `shared`: the files providing each shared module, for a remote that consumes one the shell has not loaded.
// Unnamed lazy chunks (a feature's own import()) are in none of these: they load only when someone opens them.
// The shell's index.html gets a preload link for each of `files`.
const FILE = 'first-view.json';
const HTML_FILE = 'index.html';
const BOOTSTRAP_GROUP = 'bootstrap';

/** 'consume shared module (default) react-dom@^19.2.0 (strict) …' → 'react-dom'; same for 'provide shared module'. */
const sharedKey = (identifier, kind) =>
  new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@`).exec(identifier ?? '')?.[1] ?? null;

const jsFiles = (chunks) =>
  [...new Set([...chunks].flatMap((chunk) => chunk.files))].filter((file) => file.endsWith('.js')).sort();

function chunkGraph(stats) {
  const byId = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  // The shared modules each chunk consumes (stats list concatenated chunks' consume modules only at the top).
  const consumesOf = new Map();
  for (const module of stats.modules) {
    const key = sharedKey(module.identifier, 'consume');
    if (!key) continue;
    for (const id of module.chunks ?? []) consumesOf.set(id, [...(consumesOf.get(id) ?? []), key]);
  }
  const providersOf = (key) =>
    stats.chunks.filter((chunk) =>
      chunk.origins.some((origin) => sharedKey(origin.moduleIdentifier, 'provide') === key),
    );
  /** The chunks plus, for every shared module they consume, the chunks providing it, and so on. */
  const withShared = (start) => {
    const all = new Set(start);
    const keys = new Set();
    let grew = true;
    while (grew) {
      grew = false;
      for (const chunk of all) for (const key of consumesOf.get(chunk.id) ?? []) keys.add(key);
      for (const key of keys) {
        for (const chunk of providersOf(key)) {
          if (all.has(chunk)) continue;
          all.add(chunk);
          grew = true;
        }
      }
    }
    return all;
  };
  return { byId, withShared, providersOf };
}

/** The entry's chunks and the async boundary it imports (the "bootstrap" group), with the shared modules they consume. */
function firstChunks(stats, graph) {
  const bootstrap = stats.namedChunkGroups?.[BOOTSTRAP_GROUP];
  if (!bootstrap) throw new Error(`the entry must import its async boundary as the "${BOOTSTRAP_GROUP}" chunk group`);
  const chunks = stats.chunks.filter((chunk) => chunk.initial || bootstrap.chunks.includes(chunk.id));
  return graph.withShared(chunks);
}

/**
 * The page itself asks for every first-view file, so they download while the entry is still being parsed and
 * run instead of one after another (the runtime's own script tags then find them already fetched). The entry's
 * own deferred script would be fetched at low priority, after every preload: it is asked for at high priority,
 * since it runs first.
 */
function withPreloads(html, files, publicPath) {
  const links = files
    .filter((file) => !html.includes(`src="${publicPath}${file}"`))
    .map((file) => `<link rel="preload" as="script" href="${publicPath}${file}" />`)
    .join('');
  return html
    .replace(/<script defer src="([^"]+)"><\/script>/g, '<script defer fetchpriority="high" src="$1"></script>')
    .replace('</head>', `${links}</head>`);
}

function firstView(stats) {
  const graph = chunkGraph(stats);
  const first = firstChunks(stats, graph);
  const files = jsFiles(first);
  const groups = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (name === 'main' || name === BOOTSTRAP_GROUP) continue;
    const chunks = graph.withShared(group.chunks.map((id) => graph.byId.get(id)));
    groups[name] = jsFiles(chunks).filter((file) => !files.includes(file));
  }
  const shared = {};
  for (const module of stats.modules) {
    const key = sharedKey(module.identifier, 'consume');
    if (key && !shared[key]) shared[key] = jsFiles(graph.withShared(graph.providersOf(key)));
  }
  return { files, groups, shared };
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
            chunkGroups: true,
            modules: true,
            ids: true,
          });
          const view = firstView(stats);
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(view, null, 2)}\n`));
          const page = compilation.getAsset(HTML_FILE);
          if (page) {
            const html = withPreloads(
              page.source.source().toString(),
              view.files,
              compilation.outputOptions.publicPath,
            );
            compilation.updateAsset(HTML_FILE, new sources.RawSource(html));
          }
        },
      );
    });
  }
}

module.exports = { FirstViewPlugin, FIRST_VIEW_FILE: FILE };
