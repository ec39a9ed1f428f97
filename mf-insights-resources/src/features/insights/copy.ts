/** Strings of the Insights tab. */
export const InsightsCopy = {
  title: 'Insights',
  description: 'Personal recommendations and the trends behind them, drawn from your own check-ins.',
  tabsLabel: 'Insight views',
  tabs: [
    { id: 'recommendations', label: 'Recommendations' },
    { id: 'trends', label: 'Trends' },
  ],
  showAll: 'Drop the Anchor Deeper',
  showTop: 'Show Top 3 Only',
  takeAction: 'Take Action',
  greatChoice: 'Great choice!',
  loading: 'Loading your insights…',
  loadFailed: 'Your insights could not be loaded. Please try again in a moment.',
  retry: 'Try again',
  checkIn: 'Check in on your mood',
  checkInTitle: 'Mood check-in',
  editToday: 'Edit today’s check-in',
  todaySummary: ({ mood, energy, anxiety }: { mood: number; energy: number | null; anxiety: number | null }) =>
    [`Today: mood ${mood}`, energy === null ? null : `energy ${energy}`, anxiety === null ? null : `anxiety ${anxiety}`]
      .filter(Boolean)
      .join(', '),
  logMetrics: 'Log health metrics',
  needsData: 'Still needed',
  priority: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
} as const;

/** How many cards each view shows until the person asks for all. */
export const TOP_CARDS = 3;
