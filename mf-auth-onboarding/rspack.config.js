const { createConfig } = require('../tools/rspack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_auth_onboarding',
  devPort: 3001,
  exposes: {
    './AuthPage': './src/exposed/AuthPage.tsx',
    './SettingsPanel': './src/exposed/SettingsPanel.tsx',
    './TermsPage': './src/exposed/TermsPage.tsx',
    './CancelPage': './src/exposed/CancelPage.tsx',
    './TestLoginPage': './src/exposed/TestLoginPage.tsx',
    './MyClinicianPage': './src/exposed/MyClinicianPage.tsx',
  },
});
