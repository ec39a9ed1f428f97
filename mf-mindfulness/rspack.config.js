const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_mindfulness',
  devPort: 3004,
  exposes: {
    './MindfulnessTab': './src/exposed/MindfulnessTab.tsx',
  },
});
