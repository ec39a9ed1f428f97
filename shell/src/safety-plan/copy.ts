/** Strings of the safety plan in the crisis panel. */
export const SafetyPlanUiCopy = {
  title: 'My safety plan',
  intro: 'The steps you chose for moments like this. Start with step 1 and keep going until you feel safer.',
  edit: 'Edit my safety plan',
  save: 'Save safety plan',
  cancel: 'Cancel',
  empty: 'Not filled in yet.',
  keepOnDevice: 'Keep a copy on this device so it opens without a connection',
  offline: 'You are offline: this is the copy saved on this device.',
  unavailable: 'Your safety plan could not be loaded right now. The crisis lines above are always available.',
  saved: 'Safety plan saved',
  crisisLines: 'Crisis lines',
  /** The accessible name of a phone number the person wrote in their plan. */
  callNumber: (typed: string) => `Call ${typed.trim()}`,
  saveFailed: 'Your safety plan could not be saved. Please try again.',
} as const;
