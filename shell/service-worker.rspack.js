// The service worker is its own small bundle: one classic script at /sw.js (the root, so its
// scope is the whole app), with no Module Federation runtime and no hashed name, because the
// browser looks it up by this fixed URL and the server sends it with no-cache.
const path = require('node:path');

/** @param {{ appDir: string, after: string }} options `after`: the compiler whose clean must not delete sw.js */
function createServiceWorkerConfig({ appDir, after }) {
  return (_env, argv = {}) => {
    const isProduction = argv.mode === 'production' || process.env.NODE_ENV === 'production';
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
      performance: { hints: false },
    };
  };
}

module.exports = { createServiceWorkerConfig };
