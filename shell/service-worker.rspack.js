// The service worker is its own small bundle: one classic script at /sw.js (the root, so its
// scope is the whole app), with no Module Federation runtime and no hashed name, because the
// browser looks it up by this fixed URL and the server sends it with no-cache.
const path = require('node:path');

/**
 * After /sw.js is written, lists the files to precache in it (tools/pwa/inject-precache.mjs): the shell's and
 * every remote's build beside it, which nx builds first (the shell's implicitDependencies). A build written
 * elsewhere (ANCHOR_DIST_DIR) keeps an empty list: its remotes are not beside it.
 */
class InjectPrecachePlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectPrecachePlugin', async () => {
      const { injectPrecache } = await import('../tools/pwa/inject-precache.mjs');
      await injectPrecache();
    });
  }
}

/** @param {{ appDir: string, after: string }} options `after`: the compiler whose clean must not delete sw.js */
function createServiceWorkerConfig({ appDir, after }) {
  return (_env, argv = {}) => {
    const isProduction = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const precache = isProduction && !process.env.ANCHOR_DIST_DIR;
    return {
      name: 'service-worker',
      dependencies: [after],
      context: appDir,
      mode: isProduction ? 'production' : 'development',
      target: 'webworker',
      // Never a public source map: production keeps an unlinked one, which the server does not serve.
      devtool: isProduction ? 'hidden-source-map' : false,
      entry: { sw: './src/service-worker.ts' },
      output: {
        path: process.env.ANCHOR_DIST_DIR ? path.resolve(process.env.ANCHOR_DIST_DIR) : path.join(appDir, 'dist'),
        filename: 'sw.js',
        publicPath: '/',
        clean: false,
      },
      resolve: { extensions: ['.ts', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
            type: 'javascript/auto',
          },
        ],
      },
      optimization: { minimize: isProduction, splitChunks: false },
      plugins: precache ? [new InjectPrecachePlugin()] : [],
      performance: { hints: false },
    };
  };
}

module.exports = { createServiceWorkerConfig };
