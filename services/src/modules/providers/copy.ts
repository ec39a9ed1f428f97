/** Server messages of provider sharing. The client shows them as 'Unable to process sharing request: {error}'. */
export const SharingCopy = {
  noProvider: 'No healthcare provider is set up for sharing',
  sharingOff: 'Healthcare provider sharing is turned off in your preferences',
  assessmentNotFound: 'Assessment not found',
  skippedNotShareable: 'A skipped assessment has no results to share',
  shareNotFound: 'Share not found',
} as const;
