/** Words of the "Two-step sign-in" card in Settings. */
export const TwoStepCopy = {
  title: 'Two-step sign-in',
  description:
    'Ask for a code from an authenticator app on your phone each time you sign in, so your password alone does not open your account.',
  off: 'Off. Turn it on to protect your account even if someone learns your password.',
  on: (left: number) => `On. ${left} recovery code${left === 1 ? '' : 's'} left.`,
  turnOn: 'Turn on',
  newCodes: 'New recovery codes',
  newCodesHint: 'Enter a code from your authenticator app. Your old recovery codes stop working.',
  newCodesSubmit: 'Make new codes',
  turnOff: 'Turn off',
  turnOffHint: 'Enter your password and a code from your authenticator app.',
  turnOffSubmit: 'Turn off two-step sign-in',
  password: 'Password',
  cancel: 'Cancel',
  turnedOff: 'Two-step sign-in is off.',
} as const;
