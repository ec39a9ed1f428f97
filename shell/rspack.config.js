const { createConfig } = require('../tools/rspack/create-config');
const { createFirstViewRendererConfig } = require('./first-view-renderer.rspack');
const { createServiceWorkerConfig } = require('./service-worker.rspack');

const shell = createConfig({ appDir: __dirname, name: 'shell', isHost: true, devPort: 3000 });
const serviceWorker = createServiceWorkerConfig({ appDir: __dirname, after: 'shell' });
const firstViewRenderer = createFirstViewRendererConfig({ appDir: __dirname });

// Three compilers: the app, then /sw.js written beside it once the app's output folder is cleaned, and the
// server's first-view renderer in its own folder.
module.exports = (env, argv) => [
  { ...shell(env, argv), name: 'shell' },
  serviceWorker(env, argv),
  firstViewRenderer(env, argv),
];
