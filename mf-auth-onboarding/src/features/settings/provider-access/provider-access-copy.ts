import type { ProviderAssignmentView } from '@anchor/contracts';

/** Strings of the Settings card where a patient sees provider access. */
export const ProviderAccessCopy = {
  title: 'Provider Access',
  description:
    'Who can see your information and what they see. Every time a healthcare provider views your shared information, it is recorded here.',
  logTitle: 'Who viewed your information',
  empty: 'No provider has viewed your information.',
  loadFailed: 'Your provider access log could not be loaded. Please try again later.',
  logLabel: 'Provider access log',
  what: {
    dashboard: 'Viewed your summary on their dashboard',
    patient_list: 'Viewed your card in their patient list',
    patient_detail: 'Opened your assessment history',
    report: 'Included you in a report',
    fhir_export: 'Exported your shared assessments',
    alert_acknowledgement: 'Reviewed an alert about your assessment',
    scheduled_assessments: 'Viewed assessments they requested from you',
    care_thread: 'Read your messages with them',
  } as Record<string, string>,
  myClinicianText: 'Read and answer the messages and requests from your clinician.',
  myClinicianLink: 'Open My clinician',
  invitationsTitle: 'Provider invitations',
  invitation: (name: string, email: string) => `${name} (${email}) invites you to share your results with them.`,
  invitationConsent:
    'Accepting makes them your provider and turns provider sharing on: they see the assessments you choose to share, and nothing else unless you turn it on below.',
  accept: 'Accept invitation',
  decline: 'Decline',
  invitationDeclined: (name: string) => `You declined ${name}'s invitation. Nothing was shared.`,
  declineFailed: 'The invitation could not be declined. Please try again.',
  accepted: (name: string) => `${name} is now your provider.`,
  acceptFailed: 'The invitation could not be accepted. Please try again.',
  wellnessLabel: (provider: string) => `Share mood, practice and crisis summaries with ${provider}`,
  wellnessDescription:
    'Your recent moods, how often you practised in the last 30 days, and the crisis moments the assistant noticed, each of which alerts your provider (never what you wrote).',
  wellnessOn: 'Your provider now sees your mood, practice and crisis summaries.',
  wellnessOff: 'Your provider no longer sees your mood, practice and crisis summaries.',
  wellnessFailed: 'Your choice could not be saved. Please try again.',
  yourProvider: 'Your provider',
  waiting: (email: string) => `Waiting for ${email} to accept. They see nothing of yours until they do.`,
  acceptedBy: (name: string | null, email: string) => `Accepted by ${name ? `${name} (${email})` : email}.`,
  declined: (email: string) =>
    `${email} declined your request. They see nothing of yours; you can name another provider in Privacy or remove this one.`,
  providerSees: (provider: string, wellness: boolean, phone: string | null = null) =>
    `${provider} sees the assessments you choose to share${wellness ? ', and your mood, practice and crisis summaries' : ''}${phone ? `, and your phone number ${phone}, so they can call you` : ''}.`,
  phoneLabel: 'Phone number for your provider',
  phoneDescription: (provider: string) =>
    `Optional. ${provider} sees it only while you share it, and can call you from their portal. Withdrawing access or turning provider sharing off removes it.`,
  phoneShare: 'Share my number',
  phoneShared: (provider: string, phone: string) => `${provider} can see your phone number ${phone}.`,
  phoneSharedToast: 'Your phone number is shared with your provider.',
  phoneStop: 'Remove my number',
  phoneStopped: 'Your provider no longer sees your phone number.',
  phoneFailed: 'Your phone number choice could not be saved.',
  stopSharing: 'Stop sharing',
  stopConfirm: (provider: string) =>
    `${provider} loses access at once: every result you shared is withdrawn and you leave their patient list.`,
  stopConfirmButton: 'Yes, stop sharing',
  cancel: 'Cancel',
  stopped: (provider: string) => `${provider} no longer has access to your information.`,
  stopFailed: 'Access could not be withdrawn. Please try again.',
  summaryTitle: 'My summary',
  summaryDescription:
    'A PDF written for you: your PCL-5 scores over time, your symptom groups, your practice and your mood check-ins, to keep or to bring to any clinician.',
  summaryIncludeHard: 'Include moments the assistant noticed were hard',
  summaryPdf: 'Download my summary (PDF)',
  summaryFailed: 'Your summary could not be downloaded. Please try again.',
} as const;

/** Where the patient's request stands, in one sentence: who accepted it (name and verified address), or not yet. */
export function providerStatus(provider: ProviderAssignmentView): string {
  if (provider.acceptedBy) return ProviderAccessCopy.acceptedBy(provider.acceptedBy.name, provider.acceptedBy.email);
  return provider.status === 'declined'
    ? ProviderAccessCopy.declined(provider.providerEmail)
    : ProviderAccessCopy.waiting(provider.providerEmail);
}

export function describeAccess(what: string): string {
  return ProviderAccessCopy.what[what] ?? what;
}
