/**
 * Every user-facing string of the assessment remote, word for word as the product specifies, in one place so
 * components and tests share them. Item wording, answer labels and clinical wording come from @anchor/clinical.
 */
import { PCL5_CUTOFF_RANGE } from '@anchor/clinical';

export const AssessmentCopy = {
  title: 'PCL-5 Assessment',
  description:
    'The PTSD Checklist (PCL-5) asks how much you were bothered by 20 common reactions to stressful experiences in the past month.',
  registrationTitle: 'Complete Your Registration',
  registrationDescription: 'This assessment helps us provide personalized mental health support',
  estimatedTime: (time: string) => `Estimated time: ${time}`,
  deeperNote: "Answering at least 5 questions lets us 'drop the anchor deeper' and tailor your support.",
  scaleTitle: 'How the answers work',
  screeningNote:
    'This checklist is for screening, not diagnosis. Only a qualified professional can diagnose PTSD; your results can help you start that conversation.',
  start: 'Start Assessment',
  resumeNote: (answered: number) => `You have ${answered} saved ${answered === 1 ? 'answer' : 'answers'}.`,
  resume: 'Resume Assessment',
  skipAssessment: 'Skip Assessment',
  backHome: 'Back to Home',
  loading: 'Loading your assessment',
} as const;

export const QuestionCopy = {
  progress: (number: number, total: number) => `Question ${number} of ${total}`,
  answersLabel: 'Your answer',
  keyboardHint: 'Tip: press 0 to 4 to answer, or use the arrow keys and Enter.',
  skipQuestion: 'Skip Question',
  previous: 'Previous',
  goBackToLastAnswered: 'Go Back to Last Answered',
  restart: 'Restart',
  reviewAndSubmit: 'Review & Submit',
  restartConfirm: 'Are you sure you want to restart the assessment? All your current answers will be lost.',
  answeredCount: (answered: number, total: number) => `${answered} of ${total} answered`,
} as const;

export const ReviewCopy = {
  title: 'Review your answers',
  description: 'Select any question to change its answer. Unanswered questions count as 0.',
  unanswered: 'Not answered',
  submit: 'Submit Assessment',
  submitting: 'Submitting…',
  backToQuestions: 'Back to Questions',
  noneAnswered: "Please answer at least 1 question or use the 'Skip Assessment' button to continue.",
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Your answers are saved. Please try submitting again.',
  skipFailedTitle: 'Skip Failed',
  skipFailed: 'Unable to skip the assessment right now. Please try again.',
} as const;

export const ResultCopy = {
  title: 'Your Results',
  total: (score: number, max: number) => `Total score: ${score} of ${max}`,
  partial: (answered: number, total: number) =>
    `${answered} of ${total} answered. The total score is shown when all ${total} questions are answered.`,
  clustersTitle: 'Scores by symptom group',
  clusterScore: (score: number, max: number) => `${score} of ${max}`,
  screenPositive: 'Screens positive for probable PTSD',
  screenNegative: 'Screens negative for probable PTSD',
  screeningNotDiagnosis: 'This is a screening, not a diagnosis.',
  changeTitle: 'Since last time',
  firstAssessment: 'This is your first assessment, so there is nothing to compare with yet.',
  partialNotCompared: 'A change since last time is shown when all 20 questions are answered.',
  continueToApp: 'Continue to App',
  crisisReminder:
    'If you are struggling or thinking about harming yourself, help is available right now, 24 hours a day.',
} as const;

/** Display names of the four PCL-5 symptom clusters, keyed like Pcl5Clusters. */
export const ClusterNames = {
  intrusion: 'Intrusion',
  avoidance: 'Avoidance',
  cognition: 'Negative thoughts and mood',
  arousal: 'Arousal and reactivity',
} as const;

export const SharingCopy = {
  title: 'Share Results with Your Healthcare Provider?',
  description:
    'You chose to share assessment results with your healthcare provider. Would you like to share this result?',
  scopeLegend: 'What to send',
  scopeScores: 'Scores only',
  scopeScoresHint: 'Your total score and your symptom-group scores.',
  scopeAnswers: 'Scores and my answers to each question',
  scopeAnswersHint: 'Also how you answered each of the 20 questions.',
  share: 'Share with Provider',
  keepPrivate: 'Keep Private',
  sharedTitle: 'Results Shared Successfully',
  sharedDescription: 'Your results have been securely shared with your healthcare provider.',
  privateTitle: 'Results Kept Private',
  privateDescription: 'Your results have not been shared.',
  failedTitle: 'Sharing Failed',
  failedDescription: (serverError: string) => `Unable to process sharing request: ${serverError}`,
  networkTitle: 'Network Error',
  networkDescription: 'Unable to connect to server. Please check your connection and try again.',
} as const;

export const CompleteCopy = {
  title: 'Assessment Complete',
  description: (days: number) =>
    days === 0
      ? 'You completed your monthly assessment today. Your next one will be due in about a month.'
      : `You completed your monthly assessment ${days} ${days === 1 ? 'day' : 'days'} ago. Your next one will be due in about a month.`,
  retake: 'Retake Assessment',
} as const;

export const MonthlyPromptCopy = {
  title: 'Your monthly check-in is due',
  text: 'It has been a month or more since your last PCL-5. Taking it again shows how things have changed and helps Anchor support you.',
  start: 'Take it now',
  later: 'Later',
} as const;

export const HistoryCopy = {
  title: 'Your history',
  description: 'Your PCL-5 total scores over time. Lower scores mean fewer symptoms bothered you.',
  empty: 'Your completed assessments will appear here.',
  loadFailed: 'Your assessment history could not be loaded right now.',
  chartLabel: `Line chart of your PCL-5 total scores over time, with the ${PCL5_CUTOFF_RANGE} screening cut-off shaded`,
  cutoffLabel: `Screening cut-off ${PCL5_CUTOFF_RANGE}`,
  totalSeries: 'Total score',
  tableCaption: 'Every assessment with its scores',
  columns: {
    date: 'Date',
    total: 'Total',
    clusters: 'Symptom groups',
    screen: 'Screening result',
    change: 'Change',
  },
  skipped: 'Skipped',
  notCompared: '—',
  screenPositive: 'Positive',
  screenNegative: 'Negative',
  partialTotal: (answered: number, items: number) => `No total (${answered} of ${items} answered)`,
  partialNotPlotted: (count: number) =>
    count === 1
      ? 'One partial check-in is in the table but not the chart: it has no total.'
      : `${count} partial check-ins are in the table but not the chart: they have no total.`,
} as const;

export const BannerCopy = {
  overdueTitle: 'Complete Your Monthly Assessment',
  dueSoonTitle: 'Monthly Assessment Due Soon',
  message: (statusMessage: string) =>
    `${statusMessage}. This will help with more accurate personalized care and better mental health support.`,
  takeAssessment: 'Take Assessment',
  warningIconLabel: 'Warning',
} as const;
