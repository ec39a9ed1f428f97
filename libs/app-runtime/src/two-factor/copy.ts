/** Words of two-step sign-in, shared by the provider portal and the patient's Settings. */
export const TwoFactorCopy = {
  codeLabel: 'Code from your authenticator app',
  codeTitle: 'Enter your sign-in code',
  codeDescription:
    'Open your authenticator app and type the code shown for Anchor. No phone at hand? Type one of your recovery codes instead.',
  verify: 'Verify',
  verifying: 'Checking…',
  useOtherAccount: 'Sign in as someone else',
  enrolTitle: 'Set up two-step sign-in',
  enrolDescription:
    'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manualKey: 'Cannot scan? Enter this key in the app instead:',
  setupKey: 'Setup key',
  start: 'Start setup',
  confirm: 'Turn on two-step sign-in',
  recoveryTitle: 'Save your recovery codes',
  recoveryDescription:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  recoveryListLabel: 'Recovery codes',
  savedCodes: 'I have saved these codes',
  failed: 'That did not work. Please try again.',
} as const;
