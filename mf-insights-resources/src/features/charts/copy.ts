import { PCL5_CUTOFF_RANGE } from '@anchor/clinical';

/** Strings of the Insights charts: titles, text summaries and the tables behind them. */
export const ChartsCopy = {
  heading: 'Charts',
  intro: 'Each chart has a short summary and the same numbers as a table.',
  showTable: 'Show the numbers as a table',
  pcl5: {
    title: 'PCL-5 over time',
    caption: 'PCL-5 total and symptom groups per assessment',
    empty: 'No scored assessment yet: your first one from the Assessment tab starts this chart.',
    band: PCL5_CUTOFF_RANGE,
    columns: ['Date', 'Total', 'Intrusion', 'Avoidance', 'Negative thoughts and mood', 'Arousal and reactivity'],
    partialTotal: (total: number, answered: number) => `${total} (partial: ${answered} of 20 answered)`,
    series: {
      total: 'Total',
      intrusion: 'Intrusion',
      avoidance: 'Avoidance',
      cognition: 'Negative thoughts and mood',
      arousal: 'Arousal and reactivity',
    },
  },
  mood: {
    title: 'Mood, energy and anxiety',
    caption: (days: number) => `Daily check-ins, last ${days} days (1-10; several in a day are averaged)`,
    range: 'History length',
    ranges: [30, 90] as const,
    rangeLabel: (days: number) => `${days} days`,
    empty: (days: number) => `No mood check-ins in the last ${days} days yet.`,
    columns: ['Date', 'Mood', 'Energy', 'Anxiety'],
    series: { mood: 'Mood', energy: 'Energy', anxiety: 'Anxiety' },
  },
  practice: {
    title: 'Practice per week',
    caption: 'Minutes practised per week and distress before and after (0-10, weeks with ratings)',
    empty: 'No practice in the last 90 days yet: sessions you finish in Mindfulness appear here.',
    columns: ['Week of', 'Minutes', 'Distress before', 'Distress after'],
    series: { minutes: 'Minutes', before: 'Distress before', after: 'Distress after' },
  },
  sleep: {
    title: 'Sleep and next-day mood',
    caption: 'Hours slept each night and your mood the next day',
    empty: 'Needs nights with sleep logged followed by a day with a mood check-in.',
    columns: ['Night of', 'Hours slept', 'Mood next day'],
    series: { sleep: 'Hours slept', mood: 'Mood next day' },
  },
  medications: {
    title: 'Medication adherence',
    caption: (name: string) => `${name}: doses per week`,
    columns: ['Week of', 'Taken', 'Snoozed', 'Missed', 'Taken (%)'],
    noDoses: 'No dose due',
  },
  notRated: 'not rated',
  none: '–',
} as const;
