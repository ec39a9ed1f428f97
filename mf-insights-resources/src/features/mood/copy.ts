/** Strings of the mood check-in (reminders feature: "Daily mood check … opens the mood check-in"). */
export const MoodCopy = {
  heading: 'How are you feeling?',
  intro: 'A quick check-in. Only your mood is needed; everything else is optional.',
  mood: {
    label: 'Mood',
    lowEnd: 'Very low',
    highEnd: 'Very good',
  },
  energy: {
    label: 'Energy (optional)',
    lowEnd: 'Very low',
    highEnd: 'Very high',
  },
  anxiety: {
    label: 'Anxiety (optional)',
    lowEnd: 'Calm',
    highEnd: 'Very anxious',
  },
  clear: (label: string) => `Clear ${label.replace(' (optional)', '').toLowerCase()}`,
  notesLabel: 'Notes (optional)',
  notesHint: (max: number) => `Up to ${max} characters. Only you can read them.`,
  save: 'Save check-in',
  saving: 'Saving…',
  editHeading: 'Change today’s check-in',
  saveChanges: 'Save changes',
  updatedTitle: 'Today’s check-in updated',
  updatedDescription: 'Your insights now use the new values.',
  savedTitle: 'Mood check-in saved',
  savedDescription: 'Thank you for checking in.',
  saveFailedTitle: 'Could not save check-in',
  savedCheckInLabel: 'Your saved check-in',
  savedScores: ({ mood, energy, anxiety }: { mood: number; energy: number | null; anxiety: number | null }) =>
    [`Mood ${mood}`, energy === null ? null : `energy ${energy}`, anxiety === null ? null : `anxiety ${anxiety}`]
      .filter(Boolean)
      .join(', '),
} as const;
