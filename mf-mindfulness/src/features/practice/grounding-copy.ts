/** The grounding step shown after an EMDR exercise's Emergency Stop. */
export const GroundingCopy = {
  title: 'You stopped. You are safe here, right now.',
  intro: 'Take your time with each line. There is no rush.',
  steps: [
    'Put both feet flat on the floor and feel the ground holding you.',
    'Breathe in slowly for 4, and out for 6. Do this three times.',
    'Name 5 things you can see, 4 you can touch, 3 you can hear, 2 you can smell and 1 you can taste.',
    'Say to yourself: that was then, this is now. I am here, today, and I am safe.',
  ],
  steadier: 'I feel steadier',
  needHelp: 'I need help now',
  recorded: 'Stopped early. The time you spent is recorded as practice.',
  notRecorded: 'This session could not be recorded. That is okay: how you feel now is what matters.',
} as const;
