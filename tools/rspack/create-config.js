// One rspack configuration for the shell and every remote, so all seven apps share the same
// Module Federation singletons, transpilation and output layout.
const path = require('node:path');
const { DefinePlugin, HtmlRspackPlugin } = require('@rspack/core');
const { PWA_HEAD, publicFilesPlugin } = require('./pwa-head');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { FirstViewPlugin } = require('./first-view-plugin');
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

/**
 * Shared singletons provided by a module of ours that re-exports only what the apps use (a shared module
 * is never tree-shaken, so the whole package would ship). Imports of the package resolve to it.
 */
const TRIMMED_SINGLETONS = {
  'react-router-dom': path.join(__dirname, 'shared', 'react-router-dom.js'),
  '@reduxjs/toolkit': path.join(__dirname, 'shared', 'reduxjs-toolkit.js'),
};

/** The real packages behind trimmed singletons whose own code imports them by name (RTK Query does). */
const TRIMMED_PACKAGE_FILES = {
  '@reduxjs/toolkit/package': path.join(
    path.dirname(require.resolve('@reduxjs/toolkit/package.json')),
    'dist',
    'redux-toolkit.browser.mjs',
  ),
};

function sharedSingletons(dependencies) {
  const shared = {};
  for (const [request, dependency] of Object.entries(PACKAGE_SINGLETONS)) {
    const range = dependencies[dependency];
    if (!range) throw new Error(`${dependency} must be a dependency to be shared`);
    shared[request] = { singleton: true, requiredVersion: range };
    if (TRIMMED_SINGLETONS[request]) {
      shared[request].version = require(`${dependency}/package.json`).version;
    }
  }
  for (const name of WORKSPACE_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: WORKSPACE_VERSION_RANGE };
  }
  return shared;
}

/**
 * The host's libraries (React, the router, Redux, styled-components, our ui, app-runtime, contracts and clinical,
 * and the trimmed singletons' re-export modules in tools/rspack/shared) in one file instead of a dozen: every
 * page loads all of them at once, and each file is a request that waits for one of the browser's six
 * connections and costs the browser and the server a round of work.
 */
const SHARED_LIBRARY_FILES =
  /[\\/](node_modules|libs[\\/](ui|app-runtime|contracts|clinical)|tools[\\/]rspack[\\/]shared)[\\/]/;

const HOST_SPLIT_CHUNKS = {
  cacheGroups: {
    // The service worker's page side (workbox-window) loads after the first view, in its own file.
    serviceWorkerWindow: {
      test: /[\\/]workbox-(window|core)[\\/]/,
      chunks: 'async',
      name: 'workbox-window',
      enforce: true,
      priority: 30,
    },
    sharedLibraries: {
      test: SHARED_LIBRARY_FILES,
      chunks: 'async',
      name: 'shared-libraries',
      enforce: true,
      priority: 20,
    },
  },
};

/**
 * A remote's exposed module comes in one file with its own code: code two exposes share is not split into a
 * third file that the page must also wait for (a request on one of six connections). Libraries from
 * node_modules still get their own files, so a large one is fetched once whichever feature opens first.
 */
const REMOTE_SPLIT_CHUNKS = { cacheGroups: { default: false } };

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

/**
 * The standalone page of an app: one root element, an inline icon, only the app's own main chunk; a remote's
 * page first loads the federation runtime that the shell provides everywhere else (standalone-runtime.js).
 */
function htmlPlugin(isHost, description) {
  return new HtmlRspackPlugin({
    title: 'Anchor',
    templateContent:
      '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
      // What a search result or a shared link says of the page.
      `<meta name="description" content="${description}" />` +
      // A remote's standalone page: an inline icon, nothing to fetch, nothing to 404. The shell's is installable.
      (isHost ? PWA_HEAD : `<link rel="icon" href="${ANCHOR_ICON}" />`) +
      '<title>Anchor</title>' +
      // Deferred like the app's own script, which it runs before: nothing holds back the page's first paint.
      (isHost ? '' : `<script defer src="./${STANDALONE_RUNTIME_FILE}"></script>`) +
      '</head><body><div id="root"></div></body></html>',
    // Standalone remotes are served below /remotes/<project>/, so their scripts are relative.
    publicPath: isHost ? '/' : './',
    // The federation entry is for hosts; the standalone page needs only its own main chunk.
    chunks: ['main'],
  });
}

const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';

const DEFAULT_DESCRIPTION =
  'Anchor, a companion for people living with trauma and PTSD symptoms: a daily check-in, the PCL-5 ' +
  'assessment, mindfulness exercises, insights and a safety plan, with crisis help one tap away.';

/** The runtime script of a remote's standalone page: its own small compiler, without Module Federation. */
function standaloneRuntimeConfig({ appDir, isProduction, after }) {
  return {
    name: 'standalone-runtime',
    dependencies: [after],
    context: appDir,
    mode: isProduction ? 'production' : 'development',
    devtool: false,
    entry: { runtime: path.join(__dirname, 'standalone-runtime.js') },
    output: {
      path: process.env.ANCHOR_DIST_DIR ? path.resolve(process.env.ANCHOR_DIST_DIR) : path.join(appDir, 'dist'),
      filename: STANDALONE_RUNTIME_FILE,
      clean: false,
    },
    optimization: { minimize: isProduction, splitChunks: false },
    plugins: isProduction ? [new PrecompressPlugin()] : [],
    performance: { hints: false },
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (its package.json sits there)
 * @param {string} options.name Module Federation container name (e.g. 'shell', 'mf_assistant')
 * @param {Record<string, string>} [options.exposes] remote modules, e.g. { './AssistantTab': './src/exposed/AssistantTab.tsx' }
 * @param {boolean} [options.isHost] the shell: served at '/', no exposes
 * @param {number} [options.devPort] port of `rspack serve`
 * @param {string} [options.description] the page's meta description (plain text, no quotes)
 */
function createConfig({
  appDir,
  name,
  exposes = {},
  isHost = false,
  devPort = 3000,
  description = DEFAULT_DESCRIPTION,
}) {
  const { dependencies = {} } = require(path.join(appDir, 'package.json'));
  return (_env, argv = {}) => {
    const isProduction = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const app = appConfig({ appDir, name, exposes, isHost, devPort, dependencies, isProduction, description });
    // A remote uses the shell's federation runtime; its standalone page gets one of its own.
    return isHost ? app : [app, standaloneRuntimeConfig({ appDir, isProduction, after: name })];
  };
}

/** `zod` in the browser: the package without its eval probe (zod-without-eval.js), which imports the real one. */
const ZOD_FILES = {
  zod: path.join(__dirname, 'zod-without-eval.js'),
  'zod/package': path.join(path.dirname(require.resolve('zod/package.json')), 'index.js'),
};

/** Imports of a trimmed singleton (and of the real package behind one), and of zod, resolve to their files. */
function trimmedAliases() {
  const files = { ...TRIMMED_SINGLETONS, ...TRIMMED_PACKAGE_FILES, ...ZOD_FILES };
  return Object.fromEntries(Object.entries(files).map(([request, file]) => [`${request}$`, file]));
}

/** `rspack serve`: the shell on another port loads remotes in development. */
function devServer(port) {
  return { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } };
}

function appConfig({ appDir, name, exposes, isHost, devPort, dependencies, isProduction, description }) {
  const hashed = isProduction ? '.[contenthash:8]' : '';
  return {
    name,
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
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], alias: trimmedAliases() },
    module: {
      rules: [swcRule(isProduction)],
      // An import of a name a module does not export (e.g. one missing from a trimmed singleton) fails the build.
      parser: { javascript: { exportsPresence: 'error' } },
    },
    optimization: {
      minimize: isProduction,
      ...(isProduction ? { splitChunks: isHost ? HOST_SPLIT_CHUNKS : REMOTE_SPLIT_CHUNKS } : {}),
    },
    plugins: [
      new DefinePlugin({
        __ANCHOR_BUILD_LABEL__: JSON.stringify(process.env.ANCHOR_BUILD_LABEL || 'dev'),
      }),
      htmlPlugin(isHost, description),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(dependencies),
        manifest: true,
        dts: false,
        // One federation runtime per page: the shell provides it, remotes use it instead of shipping a copy.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only runtime: the Node.js loading paths are left out.
          optimization: { target: 'web' },
        },
      }),
      ...(isHost ? [new FirstViewPlugin(), publicFilesPlugin()] : []),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    devServer: devServer(devPort),
    performance: { hints: false },
  };
}

module.exports = { createConfig, swcRule };
