const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_insights_resources',
  devPort: 3005,
  exposes: {
    './InsightsTab': './src/exposed/InsightsTab.tsx',
    './ResourcesTab': './src/exposed/ResourcesTab.tsx',
    './MoodCheckIn': './src/exposed/MoodCheckIn.tsx',
  },
});
