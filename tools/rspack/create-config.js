// One rspack configuration for the shell and every remote, so all seven apps share the same
// Module Federation singletons, transpilation and output layout.
const path = require('node:path');
const { DefinePlugin, HtmlRspackPlugin } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./precompress-plugin');

const ANCHOR_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#2f5f8a"/>' +
      '<text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text></svg>',
  );

/** Our own libraries are shared singletons too; they carry one store, one api and one theme. */
const WORKSPACE_SINGLETONS = ['@anchor/app-runtime', '@anchor/ui'];
const WORKSPACE_VERSION_RANGE = '^0.1.0';

/** Third-party singletons and the dependency whose package.json range applies to them. */
const PACKAGE_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  'styled-components': 'styled-components',
};

function sharedSingletons(dependencies) {
  const shared = {};
  for (const [request, dependency] of Object.entries(PACKAGE_SINGLETONS)) {
    const range = dependencies[dependency];
    if (!range) throw new Error(`${dependency} must be a dependency to be shared`);
    shared[request] = { singleton: true, requiredVersion: range };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: WORKSPACE_VERSION_RANGE };
  }
  return shared;
}

const swcRule = (isProduction) => ({
  test: /\.tsx?$/,
  // Workspace libs resolve through node_modules symlinks to libs/*/src, so their real paths pass.
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/** The standalone page of an app: one root element, an inline icon, only the app's own main chunk. */
function htmlPlugin(isHost) {
  return new HtmlRspackPlugin({
    title: 'Anchor',
    templateContent:
      '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
      // An inline icon: nothing to fetch, nothing to 404.
      `<link rel="icon" href="${ANCHOR_ICON}" />` +
      '<title>Anchor</title></head><body><div id="root"></div></body></html>',
    // Standalone remotes are served below /remotes/<project>/, so their scripts are relative.
    publicPath: isHost ? '/' : './',
    // The federation entry is for hosts; the standalone page needs only its own main chunk.
    chunks: ['main'],
  });
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (its package.json sits there)
 * @param {string} options.name Module Federation container name (e.g. 'shell', 'mf_assistant')
 * @param {Record<string, string>} [options.exposes] remote modules, e.g. { './AssistantTab': './src/exposed/AssistantTab.tsx' }
 * @param {boolean} [options.isHost] the shell: served at '/', no exposes
 * @param {number} [options.devPort] port of `rspack serve`
 */
function createConfig({ appDir, name, exposes = {}, isHost = false, devPort = 3000 }) {
  const { dependencies = {} } = require(path.join(appDir, 'package.json'));
  return (_env, argv = {}) => {
    const isProduction = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const hashed = isProduction ? '.[contenthash:8]' : '';
    return {
      context: appDir,
      mode: isProduction ? 'production' : 'development',
      // Production maps stay beside the build for error triage but are never linked or served (the server refuses *.map).
      devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        // ANCHOR_DIST_DIR writes a second, independent build elsewhere (the e2e swap test uses it).
        path: process.env.ANCHOR_DIST_DIR ? path.resolve(process.env.ANCHOR_DIST_DIR) : path.join(appDir, 'dist'),
        // Remotes are loaded from wherever their manifest lives; the shell is always at the root.
        publicPath: isHost ? '/' : 'auto',
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
      module: { rules: [swcRule(isProduction)] },
      optimization: { minimize: isProduction },
      plugins: [
        new DefinePlugin({
          __ANCHOR_BUILD_LABEL__: JSON.stringify(process.env.ANCHOR_BUILD_LABEL || 'dev'),
        }),
        htmlPlugin(isHost),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(dependencies),
          manifest: true,
          dts: false,
        }),
        ...(isProduction ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        // The shell on another port loads remotes in development.
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
      performance: { hints: false },
    };
  };
}

module.exports = { createConfig };
