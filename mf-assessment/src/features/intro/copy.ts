/** Strings of the PCL-5 intro view (spec part 2 sections 2 and 9). */
export const AssessmentCopy = {
  title: 'PCL-5 Assessment',
  description:
    'The PTSD Checklist (PCL-5) asks how much you were bothered by 20 common reactions to stressful experiences in the past month.',
  estimatedTime: 'Estimated time: 5-10 minutes',
  deeperNote: "Answering at least 5 questions lets us 'drop the anchor deeper' and tailor your support.",
  scaleTitle: 'How the answers work',
  scale: [
    { value: 0, label: 'Not at all' },
    { value: 1, label: 'A little bit' },
    { value: 2, label: 'Moderately' },
    { value: 3, label: 'Quite a bit' },
    { value: 4, label: 'Extremely' },
  ],
  screeningNote:
    'This checklist is for screening, not diagnosis. Only a qualified professional can diagnose PTSD; your results can help you start that conversation.',
  start: 'Start Assessment',
  notYet: 'Available in the next release',
  backHome: 'Back to Home',
} as const;
