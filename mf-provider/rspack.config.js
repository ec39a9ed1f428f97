const { createConfig } = require('../tools/rspack/create-config');
const { withPortalFirstView } = require('./first-view-plugin');

const portalConfig = createConfig({
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

// The portal's production page carries its first view, rendered at build time (first-view-plugin.js). Like the
// shell's server renderer, the renderer is a production-only compiler: `npm run dev` serves the page without it.
module.exports = (env, argv = {}) => {
  const isProduction = argv.mode === 'production' || process.env.NODE_ENV === 'production';
  return isProduction ? withPortalFirstView(portalConfig(env, argv), isProduction) : portalConfig(env, argv);
};
