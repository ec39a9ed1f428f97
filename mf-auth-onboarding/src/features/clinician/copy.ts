import { CARE_MESSAGE_MAX } from '@anchor/contracts';

/** Strings of the patient's My clinician page. */
export const MyClinicianCopy = {
  title: 'My clinician',
  intro: (name: string) => `Messages between you and ${name}, and what ${name} asked of you.`,
  noClinician:
    'You have no clinician yet. When a clinician invites you and you accept, their messages and requests appear here.',
  loadFailed: 'Your messages could not be loaded. Please try again.',
  notUrgent:
    'Messages are not watched around the clock. If you are in crisis, use the crisis help button or call your local emergency number.',
  requestsTitle: 'Requested assessments',
  request: (date: string) => `Please take your PCL-5 assessment by ${date}.`,
  requestNote: (note: string) => `Note from your clinician: ${note}`,
  takeAssessment: 'Take the assessment',
  threadTitle: 'Messages',
  noMessages: 'No messages yet.',
  fromYou: 'You',
  unread: 'New',
  replyLabel: (name: string) => `Write to ${name}`,
  counter: (length: number) => `${length} of ${CARE_MESSAGE_MAX} characters`,
  send: 'Send',
  empty: 'Write a message first.',
  sent: 'Message sent.',
  sendFailed: 'Your message was not sent; it is still in the box.',
  closed: (name: string) =>
    `This conversation is read-only: ${name} no longer has access to your results, so neither of you can write here.`,
} as const;
