// The portal's first view, rendered at build time: a Node.js bundle of src/first-view/render-first-view.tsx
// (built first, into dist-server/, never served) renders what the app's first render shows, and the page's
// index.html carries that markup in #root, inert and marked data-first-view, with its CSS in a
// <style data-first-view> in the head. The browser paints the sign-in form before any script has run; the app's
// first render replaces it (app-runtime's FirstViewTakeover). No server is involved: the portal may be hosted
// anywhere as static files.
const path = require('node:path');
const { DefinePlugin } = require('@rspack/core');
const { swcRule } = require('../tools/rspack/create-config');

const RENDERER_NAME = 'mf_provider_first_view';
const RENDERER_DIR = path.join(__dirname, 'dist-server');
const RENDERER_FILE = 'first-view-renderer.js';
const HTML_FILE = 'index.html';
const MARKER = 'data-first-view';

/** The Node.js bundle of the renderer, one file with its own React and styled-components. */
function firstViewRendererConfig(isProduction) {
  return {
    name: RENDERER_NAME,
    context: __dirname,
    mode: isProduction ? 'production' : 'development',
    target: 'node20',
    devtool: false,
    entry: { renderer: path.join(__dirname, 'src', 'first-view', 'render-first-view.tsx') },
    output: { path: RENDERER_DIR, filename: RENDERER_FILE, library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: { rules: [swcRule(isProduction)], parser: { javascript: { exportsPresence: 'error' } } },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new DefinePlugin({ __ANCHOR_BUILD_LABEL__: JSON.stringify(process.env.ANCHOR_BUILD_LABEL || 'dev') })],
    performance: { hints: false },
  };
}

/** The page with the first view in its root element and the view's CSS at the end of its head. */
function withFirstView(html, view) {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`${HTML_FILE} has no empty ${root}`);
  return html
    .replace('</head>', `<style ${MARKER}>${view.css}</style></head>`)
    .replace(root, `<div id="root" inert ${MARKER}>${view.html}</div>`);
}

class PortalFirstViewPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalFirstViewPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PortalFirstViewPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        async () => {
          const page = compilation.getAsset(HTML_FILE);
          if (!page) return;
          const file = path.join(RENDERER_DIR, RENDERER_FILE);
          delete require.cache[file];
          const view = await require(file).renderFirstView();
          const html = withFirstView(page.source.source().toString(), view);
          compilation.updateAsset(HTML_FILE, new sources.RawSource(html));
        },
      );
    });
  }
}

/** The app's configurations with the renderer's before them: the app's build waits for it and uses it. */
function withPortalFirstView(configs, isProduction) {
  const [app, ...rest] = configs;
  const rendered = {
    ...app,
    dependencies: [...(app.dependencies ?? []), RENDERER_NAME],
    plugins: [...app.plugins, new PortalFirstViewPlugin()],
  };
  return [firstViewRendererConfig(isProduction), rendered, ...rest];
}

module.exports = { withPortalFirstView, withFirstView };
