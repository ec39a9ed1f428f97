/** What a person reads beside an entry they saved whose words the crisis check flagged. */
export const EntryCrisisCopy = {
  title: 'Thank you for writing this down.',
  /** A 'concern' tier, or a check that was unsure: an offer, not an alarm. */
  gentle:
    'What you wrote sounds really hard. Your entry is saved, just as you wrote it. If it would help to talk with someone, free and confidential support is there at any hour.',
  /** A 'crisis' or 'imminent' tier. */
  urgent:
    'What you wrote sounds really hard, and you do not have to carry it alone. Your entry is saved, just as you wrote it. Please reach out now: the lines below answer at any hour, and emergency services are there if you are in immediate danger.',
  openCrisisPanel: 'Open crisis help and my safety plan',
  dismiss: 'Close this message',
} as const;
