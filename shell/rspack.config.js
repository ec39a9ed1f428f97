const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({ appDir: __dirname, name: 'shell', isHost: true, devPort: 3000 });
