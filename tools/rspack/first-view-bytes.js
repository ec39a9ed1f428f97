// JavaScript bytes each page's first view loads, computed from the production build output alone (so the
// same build always gives the same figure): the shell's first-view.json (entry, bootstrap and the shared
// singletons they consume, from the compiler's chunk graph) plus, for each remote module the page shows at
// once, the remote's remoteEntry.js and the expose's synchronous chunks from its mf-stats.json. Lazy chunks
// (an expose's `async` assets, React.lazy) are not counted: they load only when someone opens them.
// Bytes are the brotli twin's size, which is what a browser receives; files under 1 KiB are sent as is.
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { FIRST_VIEW_FILE } = require('./first-view-plugin');

const repoRoot = path.resolve(__dirname, '..', '..');
const KIB = 1024;

/** The budgets (web.dev's budget for critical JavaScript is about 170 KB) and what each page shows at once. */
const FIRST_VIEW_BUDGETS = {
  auth: {
    page: '/auth signed out',
    limitBytes: 170 * KIB,
    remotes: [{ app: 'mf-auth-onboarding', expose: './AuthPage' }],
  },
  home: {
    page: '/ signed in, Assistant tab',
    limitBytes: 200 * KIB,
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

function shellFiles() {
  const dist = distOf('shell');
  const manifest = path.join(dist, FIRST_VIEW_FILE);
  if (!existsSync(manifest)) throw new Error(`shell/dist/${FIRST_VIEW_FILE} is missing: rebuild the shell`);
  return JSON.parse(readFileSync(manifest, 'utf8')).files.map((file) => ({ app: 'shell', dist, file }));
}

function remoteFiles({ app, expose }) {
  const dist = distOf(app);
  const stats = JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8'));
  const exposed = stats.exposes.find((candidate) => candidate.path === expose);
  if (!exposed) throw new Error(`${app} does not expose ${expose}`);
  const files = ['remoteEntry.js', ...exposed.assets.js.sync];
  return { files: files.map((file) => ({ app, dist, file })), lazy: exposed.assets.js.async };
}

/** { page, limitBytes, totalBytes, files: [{ app, file, bytes }], lazy: files left out as lazy } */
function firstViewBytes(name) {
  const budget = FIRST_VIEW_BUDGETS[name];
  const remotes = budget.remotes.map(remoteFiles);
  const files = [...shellFiles(), ...remotes.flatMap((remote) => remote.files)].map(({ app, dist, file }) => ({
    app,
    file,
    bytes: wireBytes(dist, file),
  }));
  return {
    page: budget.page,
    limitBytes: budget.limitBytes,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files,
    lazy: remotes.flatMap((remote) => remote.lazy),
  };
}

function firstViewBudgets() {
  return Object.fromEntries(Object.keys(FIRST_VIEW_BUDGETS).map((name) => [name, firstViewBytes(name)]));
}

module.exports = { FIRST_VIEW_BUDGETS, firstViewBytes, firstViewBudgets };
