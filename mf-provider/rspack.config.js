const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_provider',
  devPort: 3006,
  description:
    'The Anchor provider portal, for mental-health professionals: the PCL-5 scores and check-ins your patients ' +
    'choose to share with you, alerts, reports and messages.',
  exposes: {
    './ProviderPortal': './src/exposed/ProviderPortal.tsx',
  },
});
