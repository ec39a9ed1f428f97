// The server's rendering of a page's first view (services' first-view-render.ts): the shell's routes and the
// first-view remote modules, bundled for Node.js in one file with their own React, router and styled-components.
// Written to first-view/dist/ and never served.
const path = require('node:path');
const { DefinePlugin } = require('@rspack/core');
const { swcRule } = require('../tools/rspack/create-config');

const RENDERER_FILE = 'first-view-renderer.js';

module.exports = (_env, argv = {}) => {
  const isProduction = argv.mode === 'production' || process.env.NODE_ENV === 'production';
  return {
    name: 'first-view-renderer',
    context: __dirname,
    mode: isProduction ? 'production' : 'development',
    target: 'node20',
    devtool: false,
    entry: { renderer: path.join(__dirname, 'src', 'renderer-entry.tsx') },
    output: {
      path: process.env.ANCHOR_DIST_DIR ? path.resolve(process.env.ANCHOR_DIST_DIR) : path.join(__dirname, 'dist'),
      filename: RENDERER_FILE,
      library: { type: 'commonjs2' },
      // One file: the lazy chunks a first view opens (home, the bell) are in it, loaded at once.
      asyncChunks: false,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [swcRule(isProduction)],
      parser: { javascript: { exportsPresence: 'error' } },
    },
    optimization: { minimize: isProduction, splitChunks: false },
    plugins: [new DefinePlugin({ __ANCHOR_BUILD_LABEL__: JSON.stringify(process.env.ANCHOR_BUILD_LABEL || 'dev') })],
    performance: { hints: false },
  };
};
