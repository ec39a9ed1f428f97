/** Strings of the Settings card where a patient sees provider access. */
export const ProviderAccessCopy = {
  title: 'Provider Access',
  description: 'Every time a healthcare provider views your shared information, it is recorded here.',
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
    denied_not_assigned: 'Tried to view your information without access (refused)',
  } as Record<string, string>,
  invitationsTitle: 'Provider invitations',
  invitation: (name: string, email: string) => `${name} (${email}) invites you to share your results with them.`,
  accept: 'Accept invitation',
  summaryPdf: 'Download my summary (PDF)',
} as const;

export function describeAccess(what: string): string {
  return ProviderAccessCopy.what[what] ?? what;
}
