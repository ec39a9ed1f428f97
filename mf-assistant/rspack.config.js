const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_assistant',
  devPort: 3003,
  exposes: {
    './AssistantTab': './src/exposed/AssistantTab.tsx',
  },
});
