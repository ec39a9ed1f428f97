const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_provider',
  devPort: 3006,
  exposes: {
    './ProviderPortal': './src/exposed/ProviderPortal.tsx',
  },
});
