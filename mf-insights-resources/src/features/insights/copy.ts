/** Strings of the Insights tab frame. */
export const InsightsCopy = {
  title: 'Insights',
  description: 'Personal recommendations and the trends behind them, drawn from your own check-ins.',
  tabsLabel: 'Insight views',
  tabs: [
    { id: 'recommendations', label: 'Recommendations' },
    { id: 'trends', label: 'Trends' },
  ],
  empty: 'Your insights appear here once you have check-ins and assessments.',
} as const;
