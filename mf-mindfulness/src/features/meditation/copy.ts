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
  stoppedEarly: (spentMs: number) =>
    `Stopped after ${formatSpent(spentMs)}. Only sessions that run to the end are counted in your practice.`,
} as const;

/** Time sat before stopping, in words: "2 min 5 s", "40 s". */
function formatSpent(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** "mm:ss", rounding up so the display reads 00:00 only at the very end. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
