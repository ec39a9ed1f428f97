// The rspack dev servers of `npm run dev`: the shell and every remote compiled in memory, rebuilt on save, and
// each open page reloaded when the code it runs changes. A remote's remoteEntry.js carries its own dev-server
// client, so the shell's page also reloads when a remote it loaded is rebuilt, without a restart.
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';

const require = createRequire(import.meta.url);
const DEV_ARGV = { mode: 'development' };

/** The remotes' folders (`mf-*` with an rspack config), in name order. */
export function remoteProjects(repoRoot) {
  return readdirSync(repoRoot)
    .filter((name) => name.startsWith('mf-') && existsSync(path.join(repoRoot, name, 'rspack.config.js')))
    .sort();
}

/** The setting that points `/remotes.json` at a remote: REMOTE_MF_ASSESSMENT_URL for mf_assessment. */
export const remoteUrlVariable = (containerName) => `REMOTE_${containerName.toUpperCase()}_URL`;

/**
 * The app itself only: page reloads stand in for hot module replacement (React Refresh is not set up across the
 * federation boundary), and the shell's service worker and server renderer and the portal's first-view renderer
 * are production-only compilers.
 */
function devConfigs(project, repoRoot) {
  const exported = require(path.join(repoRoot, project, 'rspack.config.js'));
  const configs = [typeof exported === 'function' ? exported({}, DEV_ARGV) : exported].flat();
  return project === 'shell' ? configs.filter((config) => config.name === 'shell') : configs;
}

const isProxied = (url = '', paths) => paths.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * @param {object} options
 * @param {string} options.project folder of the app ('shell', 'mf-assistant', …)
 * @param {number} options.port where it listens (127.0.0.1)
 * @param {string[]} [options.proxied] paths sent on to `apiOrigin` (the shell's and the portal's API calls)
 * @param {string} options.apiOrigin the API's own origin
 * @returns {Promise<{ project: string, name: string, port: number, stop: () => Promise<void> }>}
 */
export async function startWebDevServer({ project, port, proxied = [], apiOrigin, repoRoot, onBuilt }) {
  const configs = devConfigs(project, repoRoot);
  const compiler = rspack(configs.length === 1 ? configs[0] : configs);
  compiler.hooks.done.tap('anchor-dev', (stats) => onBuilt?.(project, stats.hasErrors()));
  const server = new RspackDevServer(
    {
      port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      // The shell's page loads remote code from the other dev servers; the API's answers keep their own headers.
      headers: (request) => (isProxied(request.url, proxied) ? {} : { 'Access-Control-Allow-Origin': '*' }),
      proxy: proxied.length ? [{ context: proxied, target: apiOrigin, ws: false }] : [],
      client: { overlay: { warnings: false } },
      // tools/dev.mjs stops every server in order on Ctrl-C; a server's own handler would exit the process first.
      setupExitSignals: false,
      // The pages are opened as localhost; the live-reload socket of each server is at 127.0.0.1.
      allowedHosts: ['localhost', '127.0.0.1'],
    },
    compiler,
  );
  await server.start();
  return { project, name: configs[0].name, port, stop: () => server.stop() };
}
