/** Strings of the provider portal frame. */
export const PortalCopy = {
  title: 'Provider Portal',
  subtitle: 'Monitor the patients who share their results with you and coordinate their care.',
  patientApp: 'Open the patient app',
  tabsLabel: 'Provider portal sections',
  tabs: [
    {
      id: 'dashboard',
      label: 'Dashboard',
      description: 'An overview of your patients and any alerts that need attention.',
    },
    {
      id: 'patients',
      label: 'Patients',
      description: 'Patients who chose to share their assessment results with you.',
    },
    { id: 'assessments', label: 'Assessments', description: 'Schedule PCL-5 assessments for your patients.' },
    { id: 'reports', label: 'Reports', description: 'Progress summaries, assessment history and mood analysis.' },
  ],
  empty: 'No patients have shared results with you yet.',
} as const;
