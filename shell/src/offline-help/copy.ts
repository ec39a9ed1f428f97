/** Words of "I need help now" and the offline exercises: no account, no network, nothing saved. */
export const HelpNowCopy = {
  entry: 'I need help now',
  entryHint: 'Crisis lines and calming exercises, no account needed.',
  title: 'Help right now',
  intro: 'You do not need an account. Call or text someone now, or try one of the exercises below.',
  nothingSaved: 'Nothing you do on this page is saved or sent anywhere.',
  crisisTitle: 'Talk to someone now',
  exercisesTitle: 'Calming exercises',
  jumpToExercises: 'Go to the calming exercises',
  exercisesHint: 'These work without a connection.',
  backToExercises: 'Back to exercises',
  signIn: 'Go to sign in',
} as const;

export const StepCopy = {
  next: 'Next',
  back: 'Back',
  finish: 'Finish',
  again: 'Start again',
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
} as const;

export const GroundingCopy = {
  name: 'Grounding 5-4-3-2-1',
  summary: 'Use your senses to come back to the here and now.',
  steps: [
    { title: '5 things you can see', text: 'Look around you. Name five things you can see, one at a time, slowly.' },
    {
      title: '4 things you can feel',
      text: 'Notice four things you can feel: your feet on the floor, your clothes, the air.',
    },
    { title: '3 things you can hear', text: 'Listen. Name three sounds you can hear, near or far.' },
    { title: '2 things you can smell', text: 'Notice two things you can smell, or two smells you like.' },
    { title: '1 thing you can taste', text: 'Notice one thing you can taste, or take a sip of water.' },
  ],
  done: 'Well done. Take a slow breath. You are here, and you are safe right now.',
} as const;

export const SafePlaceCopy = {
  name: 'Safe place imagery',
  summary: 'A short guided picture of a place where you feel calm.',
  steps: [
    {
      title: 'Get comfortable',
      text: 'Sit or lie down. Let your shoulders drop. Close your eyes if that feels right.',
    },
    { title: 'Choose your place', text: 'Picture a place where you feel calm and safe. It can be real or imagined.' },
    { title: 'Look around', text: 'Notice the colours, the light and the shapes around you in your safe place.' },
    { title: 'Listen and feel', text: 'Notice the sounds there, the temperature of the air, what is under your feet.' },
    { title: 'Rest there', text: 'Breathe slowly and stay here for a while. You can come back whenever you need.' },
  ],
  done: 'When you are ready, open your eyes and notice the room around you.',
} as const;

export const BreathingCopy = {
  name: '4-7-8 breathing',
  summary: 'Breathe in for 4 seconds, hold for 7, breathe out for 8.',
  start: 'Start breathing',
  stop: 'Stop',
  cycles: 4,
  phaseLabel: { inhale: 'Breathe in', hold: 'Hold', exhale: 'Breathe out' },
  spoken: (label: string, seconds: number) => `${label} for ${seconds} seconds`,
  cycle: (cycle: number, total: number) => `Round ${cycle} of ${total}`,
  done: 'Well done. Notice how your body feels now.',
} as const;

export const TimerCopy = {
  name: 'Calm timer',
  summary: 'A quiet countdown of 1, 3 or 5 minutes: breathe, rest or wait out a wave.',
  choose: (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`,
  minutes: [1, 3, 5],
  timeLeft: 'Time left',
  started: (minutes: number) => `Timer started for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  stop: 'Stop timer',
  stopped: 'Timer stopped.',
  done: 'Time is up. Well done for taking this time.',
} as const;
