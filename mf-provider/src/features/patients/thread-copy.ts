/** Strings of the care thread in a patient's detail. */
export const ThreadCopy = {
  title: 'Messages',
  description: (name: string) => `Your messages with ${name}. ${name} reads them in the app under My clinician.`,
  empty: 'No messages yet.',
  you: 'You',
  unread: 'New reply',
  messageLabel: 'Secure message to the patient',
  send: 'Send',
  sent: 'Message sent.',
  sendFailed: 'Your message was not sent; it is still in the box.',
  loadFailed: 'The messages could not be loaded. Please try again.',
} as const;
