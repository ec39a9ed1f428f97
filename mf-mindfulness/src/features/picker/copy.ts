/** Strings of the mindfulness category picker. */
export const MindfulnessCopy = {
  title: 'Mindfulness & Meditation',
  prompt: 'Choose your mindfulness practice to help reduce stress and improve focus',
  categories: [
    {
      id: 'meditation' as const,
      title: 'Meditation',
      description: 'A guided, timed session of 5, 10, 15 or 20 minutes to settle your mind.',
      action: 'Start Session',
    },
    {
      id: 'breathing' as const,
      title: 'Breathing',
      description: '4-7-8 breathing: breathe in for 4 seconds, hold for 7, breathe out for 8.',
      action: 'Start Breathing',
    },
    {
      id: 'cbt' as const,
      title: 'CBT Exercises',
      description: 'Challenge unhelpful thoughts, log your mood and build problem-solving skills.',
      action: 'Start Exercises',
    },
    {
      id: 'emdr' as const,
      title: 'EMDR Techniques',
      description: 'Bilateral stimulation, safe place visualization and self-soothing for emotional regulation.',
      action: 'Start EMDR',
    },
  ],
} as const;
