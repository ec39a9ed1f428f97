import { practiceUntimedNote } from '@anchor/contracts';

/** Strings of the provider portal. */

export const PortalCopy = {
  title: 'Provider Portal',
  subtitle: 'Monitor the patients who share their results with you and coordinate their care.',
  contactAdmin: 'Contact Admin',
  contactSubject: 'Anchor Provider Portal',
  tabsLabel: 'Provider portal sections',
  tabs: [
    { id: 'dashboard', label: 'Dashboard' },
    { id: 'patients', label: 'Patients' },
    { id: 'assessments', label: 'Assessments' },
    { id: 'reports', label: 'Reports' },
  ],
  empty: 'No patients have shared results with you yet.',
  loadFailed: 'This could not be loaded. Please try again.',
  providersOnly: 'The Provider Portal is for provider accounts. Sign in with the account your administrator invited.',
  signInTitle: 'Provider sign-in',
  signUpTitle: 'Create your provider account',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  signUp: 'Create Account',
  signOut: 'Sign Out',
  signInFailed: 'Sign-in failed. Check your username and password.',
  enrolTitle: 'Set up two-step sign-in',
  enrolWhy:
    'Your account opens the records of every patient who shares with you, so it needs a second proof of who you are: a code from an authenticator app on your phone, asked at each sign-in.',
} as const;

export const BadgeCopy = {
  noScore: 'no shared score',
  crisis: 'Crisis moment shared',
} as const;

export const DashboardCopy = {
  totalPatients: 'Total Patients',
  newThisMonth: (count: number) => `+${count} new this month`,
  highRiskAlerts: 'High Risk Alerts',
  attention: 'Requires immediate attention',
  /** The issue overrides the spec's "Avg Recovery Progress" (a percent drop): a change in points, lower is better. */
  avgChange: 'Avg change since first score',
  changeFromLastMonth: (points: number | null) =>
    points === null
      ? 'No figure for last month yet'
      : `${points >= 0 ? '+' : '-'}${Math.abs(points)} point${Math.abs(points) === 1 ? '' : 's'} from last month`,
  recentAlerts: 'Recent Alerts',
  noAlerts: 'No open alerts.',
  call: 'Call',
  /** The Call link's accessible name: whom it dials (shown only when the patient shares a number). */
  callPatient: (name: string) => `Call ${name}`,
  message: 'Message',
  viewDetails: 'View Details',
  acknowledge: 'Acknowledge',
  note: 'Acknowledgement note',
  messageLabel: 'Secure message to the patient',
  send: 'Send',
  sent: 'Message sent.',
} as const;

export const RequestsCopy = {
  title: 'Patients asking for you',
  description:
    'These patients named your verified e-mail address as their provider. You see nothing of theirs until you accept.',
  requested: (date: string) => `Asked on ${date}`,
  accept: 'Accept',
  decline: 'Decline',
  answerFailed: 'Your answer was not saved. Please try again.',
} as const;

export const PatientsCopy = {
  title: 'Patient Management',
  addPatient: 'Add New Patient',
  patientEmail: "Patient's email",
  invite: 'Send invitation',
  invited: 'Invitation sent. The patient will see it in the app and can accept it.',
  pcl5: 'PCL-5',
  change: 'Change since first shared score',
  noChange: 'none yet (needs two complete shared scores)',
  moods: 'Recent moods',
  /** Moods the assistant read from chat messages: labelled, never among the check-ins above. */
  noticedMoods: 'Noticed in chat (not check-ins)',
  noticedMood: (mood: number, confidence: number) => `${mood}/10 (${confidence}% sure)`,
  wellnessNotShared: 'Mood, practice and crisis summaries: not shared by the patient',
  practice: (sessions: number, minutes: number, untimed: number) =>
    `Practice (30 days): ${sessions} session${sessions === 1 ? '' : 's'}, ${minutes} min${practiceUntimedNote(untimed)}`,
  crisis: (count: number, latest: string | null) =>
    `Crisis moments (30 days): ${count}${latest ? `, latest ${latest}` : ''}`,
  lastSession: 'Last shared assessment',
  alerts: (count: number) => `${count} alert${count === 1 ? '' : 's'}`,
  history: 'Score history',
  historyCaption: 'Shared scores, by date',
  clusters: 'Symptom clusters (latest)',
  date: 'Date',
  score: 'Score',
  answered: 'Questions answered',
  allAnswered: 'All 20',
  back: 'Back to patients',
  never: 'none yet',
  revised: (date: string) => `Revised by the patient on ${date}`,
  downloadFhir: 'Download FHIR',
  downloadingFhir: 'Preparing FHIR file…',
  fhirFailed: (reason: string) => `The FHIR file could not be downloaded. ${reason}`,
} as const;

export const AssessmentsCopy = {
  title: 'PCL-5 Assessment Scheduling',
  patient: 'Patient',
  choosePatient: 'Choose a patient',
  date: 'Date',
  notes: 'Assessment notes',
  schedule: 'Schedule Assessment',
  scheduled: 'Assessment scheduled. The patient gets a reminder on that date.',
  pending: 'pending',
  done: 'done',
  list: 'Requested assessments',
  none: 'No assessments requested yet. Requests you schedule appear here, pending until the patient shares the result.',
} as const;

export const ReportsCopy = {
  reportType: 'Report type',
  period: 'Time period',
  generate: 'Generate Report',
  exportPdf: 'Export to PDF',
  exportCsv: 'Export to CSV',
  totalPatients: 'Total patients',
  shared: 'Shared assessments',
  avgScore: 'Average PCL-5 score',
  avgChange: 'Average change since first shared score',
  progressTitle: 'Change since first shared score by patient',
  progressColumns: [
    'Patient',
    'First complete PCL-5',
    'Latest complete PCL-5',
    'Change since first',
    'Screening (latest complete)',
    'Shared in period',
  ],
  historyTitle: 'Shared assessments',
  historyColumns: ['Date', 'Patient', 'PCL-5', 'Screening'],
  noHistory: 'No assessments were shared in this period.',
  wellnessTitle: 'Mood, practice and crisis moments',
  wellnessColumns: ['Patient', 'Average mood (days)', 'Lowest mood', 'Practice', 'Crisis moments'],
  practice: (sessions: number, minutes: number, untimed: number) =>
    `${sessions} session${sessions === 1 ? '' : 's'}, ${minutes} min${practiceUntimedNote(untimed)}`,
  wellnessNotShared: (count: number) =>
    `Patients who do not share mood, practice and crisis summaries with you: ${count}`,
} as const;
