const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_assessment',
  devPort: 3002,
  exposes: {
    './AssessmentTab': './src/exposed/AssessmentTab.tsx',
    './AssessmentPage': './src/exposed/AssessmentPage.tsx',
    './AssessmentBanner': './src/exposed/AssessmentBanner.tsx',
  },
});
