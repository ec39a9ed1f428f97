// JavaScript bytes each page's first view loads, computed from the production build output alone (so the
// same build always gives the same figure), file by file as the browser fetches them:
// - the shell's first-view.json `files` (entry, bootstrap and the shared singletons they consume, from the
//   compiler's chunk graph);
// - the shell's lazy chunk groups the page opens at once (`groups`, e.g. home's own chunk and the chunks split
//   out of it, such as a vendor like zod);
// - for each remote module the page shows at once, the remote's remoteEntry.js, the expose's synchronous chunks
//   from its mf-stats.json, and the shell's files providing each shared module the remote uses.
// Other lazy chunks (an expose's `async` assets, React.lazy) are not counted: they load only when someone opens
// them. tools/bench-frontend.mjs checks in a real browser that a page loads no JavaScript outside this list.
// Bytes are the brotli twin's size, which is what a browser receives; files under 1 KiB are sent as is.
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { FIRST_VIEW_FILE } = require('./first-view-plugin');

const repoRoot = path.resolve(__dirname, '..', '..');
const KIB = 1024;

/**
 * The budgets (web.dev's budget for critical JavaScript is about 170 KB) and what each page shows at once. Files
 * are budgeted too: over HTTP/1.1 the browser fetches six at a time from one server, so every file past the
 * sixth waits for a round trip, and each costs the browser and the server a round of work.
 */
const FIRST_VIEW_BUDGETS = {
  auth: {
    page: '/auth signed out',
    limitBytes: 170 * KIB,
    limitFiles: 5,
    shellGroups: [],
    remotes: [{ app: 'mf-auth-onboarding', expose: './AuthPage' }],
  },
  home: {
    page: '/ signed in, Assistant tab',
    limitBytes: 200 * KIB,
    limitFiles: 9,
    // Home's own chunk (App.tsx) and the notification bell a signed-in header shows (NotificationCenter.tsx).
    shellGroups: ['home', 'notification-bell'],
    remotes: [
      { app: 'mf-assistant', expose: './AssistantTab' },
      { app: 'mf-assessment', expose: './AssessmentBanner' },
    ],
  },
};

function distOf(app) {
  const dist = path.join(repoRoot, app, 'dist');
  if (!existsSync(path.join(dist, 'mf-stats.json'))) {
    throw new Error(`${app} has no production build in ${dist}: run \`npm run build\` first`);
  }
  return dist;
}

function wireBytes(dist, file) {
  const full = path.join(dist, file);
  const brotli = `${full}.br`;
  return existsSync(brotli) ? statSync(brotli).size : statSync(full).size;
}

function shellFirstView() {
  const dist = distOf('shell');
  const manifest = path.join(dist, FIRST_VIEW_FILE);
  if (!existsSync(manifest)) throw new Error(`shell/dist/${FIRST_VIEW_FILE} is missing: rebuild the shell`);
  const { files, groups = {}, shared = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  const shellFile = (file) => ({ app: 'shell', dist, file });
  return {
    files: files.map(shellFile),
    group(name) {
      if (!groups[name]) throw new Error(`the shell's build has no chunk group "${name}" (webpackChunkName)`);
      return groups[name].map(shellFile);
    },
    providing: (key) => (shared[key] ?? []).map(shellFile),
  };
}

function remoteFiles({ app, expose }, shell) {
  const dist = distOf(app);
  const stats = JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8'));
  const exposed = stats.exposes.find((candidate) => candidate.path === expose);
  if (!exposed) throw new Error(`${app} does not expose ${expose}`);
  const own = ['remoteEntry.js', ...exposed.assets.js.sync].map((file) => ({ app, dist, file }));
  // The shell provides every shared module: a remote that uses one makes the browser load the shell's copy.
  const used = stats.shared.filter((shared) => (shared.usedIn ?? []).length > 0).map((shared) => shared.name);
  return { files: [...own, ...used.flatMap(shell.providing)], lazy: exposed.assets.js.async };
}

/** { page, limitBytes, limitFiles, totalBytes, files: [{ app, file, bytes }], lazy: files left out as lazy } */
function firstViewBytes(name) {
  const budget = FIRST_VIEW_BUDGETS[name];
  const shell = shellFirstView();
  const remotes = budget.remotes.map((remote) => remoteFiles(remote, shell));
  const listed = [...shell.files, ...budget.shellGroups.flatMap(shell.group), ...remotes.flatMap((r) => r.files)];
  // Each file once: the browser fetches a chunk a second part of the page needs only once.
  const unique = [...new Map(listed.map((entry) => [`${entry.app}/${entry.file}`, entry])).values()];
  const files = unique.map(({ app, dist, file }) => ({
    app,
    file,
    bytes: wireBytes(dist, file),
  }));
  return {
    page: budget.page,
    limitBytes: budget.limitBytes,
    limitFiles: budget.limitFiles,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files,
    lazy: remotes.flatMap((remote) => remote.lazy),
  };
}

function firstViewBudgets() {
  return Object.fromEntries(Object.keys(FIRST_VIEW_BUDGETS).map((name) => [name, firstViewBytes(name)]));
}

module.exports = { FIRST_VIEW_BUDGETS, firstViewBytes, firstViewBudgets };
