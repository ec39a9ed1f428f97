/** Strings of the practice streak: plain counts, never a warning or a loss. */
export const StreakCopy = {
  title: 'Practice streak',
  toggle: 'Show my practice streak',
  toggleHint: 'Off unless you turn it on. It counts the days you practise; a day off now and then is fine.',
  days: (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`,
  current: (count: number) => `${StreakCopy.days(count)} of practice in this streak`,
  fresh: 'Your next practice starts a new streak, whenever suits you.',
  today: 'Today is already part of it.',
  longest: (count: number) => `Your longest streak: ${StreakCopy.days(count)}`,
  graceLabel: 'Days off allowed',
  graceHint: 'Days without practice in a row that still keep a streak going.',
  graceOption: (days: number) => (days === 0 ? 'None' : StreakCopy.days(days)),
  saveFailedTitle: 'Your streak setting was not saved',
} as const;
