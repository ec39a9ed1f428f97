/** Strings of the 4-7-8 breathing guide. */
export const BreathingCopy = {
  title: '4-7-8 Breathing',
  intro: 'Breathe in for 4 seconds, hold for 7, and breathe out for 8. Repeat at your own pace.',
  start: 'Start 4-7-8 Breathing',
  complete: 'Complete Session',
  phaseLabel: { inhale: 'Inhale', hold: 'Hold', exhale: 'Exhale' },
  spoken: (instruction: string, seconds: number) => `${instruction} for ${seconds} seconds`,
  notes: 'Completed 4-7-8 breathing session',
} as const;
