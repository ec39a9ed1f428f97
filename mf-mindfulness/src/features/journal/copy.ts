/** Strings of the journal screen. */
export const JournalCopy = {
  open: 'My Journal',
  title: 'My Journal',
  intro: 'What you chose to keep from your CBT and EMDR exercises. Only you can read it, and it is stored encrypted.',
  empty:
    'Nothing saved yet. When you finish a CBT or EMDR exercise you can choose to keep what you wrote; it will appear here.',
  loadFailed: (message: string) => `Your journal could not be loaded: ${message}`,
  retry: 'Try again',
  older: 'Show older entries',
  remove: 'Delete',
  removeLabel: (title: string, when: string) => `Delete entry: ${title}, ${when}`,
  confirmTitle: 'Delete this journal entry?',
  confirmDescription: 'It is removed for good and cannot be recovered. Your recorded session stays in your counts.',
  confirmDelete: 'Delete entry',
  keep: 'Keep it',
  deletedTitle: 'Entry deleted',
  deleteFailedTitle: 'The entry was not deleted',
} as const;
