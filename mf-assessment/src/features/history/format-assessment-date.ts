const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 4, 2026": the day an assessment was completed, in the user's time zone. */
export const formatAssessmentDate = (iso: string) => DATE_FORMAT.format(new Date(iso));

/** With the time, so two assessments on one day can be told apart. */
export const formatAssessmentDateTime = (iso: string) => DATE_TIME_FORMAT.format(new Date(iso));
