/** Strings of the meditation timer. */
export const MeditationCopy = {
  title: 'Meditation',
  intro: 'Sit comfortably, let your breath settle, and gently return to it whenever your mind wanders.',
  selectDuration: 'Select duration to begin',
  timeRemaining: 'Time remaining',
  durationLabel: (minutes: number) => `${minutes} min`,
  durationGroup: 'Session length',
  start: 'Start Session',
  stop: 'Stop Session',
  notes: (minutes: number) => `${minutes}-minute meditation`,
} as const;

/** "mm:ss", rounding up so the display reads 00:00 only at the very end. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
