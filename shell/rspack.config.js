const { createConfig } = require('../tools/rspack/create-config');
const { createServiceWorkerConfig } = require('./service-worker.rspack');

const shell = createConfig({ appDir: __dirname, name: 'shell', isHost: true, devPort: 3000 });
const serviceWorker = createServiceWorkerConfig({ appDir: __dirname, after: 'shell' });

// Two compilers: the app, then /sw.js written beside it once the app's output folder is cleaned. The server's
// first-view renderer is its own project (first-view/).
module.exports = (env, argv) => [{ ...shell(env, argv), name: 'shell' }, serviceWorker(env, argv)];
