export const AppUpdateCopy = {
  ready: 'A new version is ready',
  detail: 'Reload to use it. Anything you have saved stays as it is.',
  reload: 'Reload',
} as const;
