import { choices, distressSlider, long, ratingSlider, text, type ExerciseDefinition } from './exercise-types';

export const POSITIVE_QUALITIES = [
  'Confidence',
  'Calmness',
  'Strength',
  'Courage',
  'Peace',
  'Resilience',
  'Self-compassion',
] as const;

/** Safe place, resource installation and self-soothing as guided steps (bilateral stimulation has its own view). */
export const EMDR_GUIDED_EXERCISES: readonly ExerciseDefinition[] = [
  {
    type: 'emdr',
    subtype: 'safe_place',
    title: 'Safe Place Visualization',
    description: 'Build a calm place in your mind that you can return to.',
    action: 'Visualize',
    emergencyStop: true,
    steps: [
      {
        title: 'Your place',
        prompt: 'Picture a place, real or imagined, where you feel safe.',
        fields: [long('place', 'Describe it')],
      },
      {
        title: 'Senses',
        prompt: 'Notice the details.',
        fields: [
          long('sights', 'What you see'),
          long('sounds', 'What you hear'),
          long('feelings', 'What you feel in your body'),
        ],
      },
      { title: 'A cue word', prompt: 'Choose a word that brings you back here.', fields: [text('cue', 'Cue word')] },
      { title: 'Calm', prompt: 'How calm do you feel in your safe place?', fields: [ratingSlider('calm', 'Calm')] },
    ],
  },
  {
    type: 'emdr',
    subtype: 'resource_installation',
    title: 'Resource Installation',
    description: 'Strengthen a positive quality by recalling when you had it.',
    action: 'Install Resources',
    emergencyStop: true,
    steps: [
      {
        title: 'Choose a quality',
        prompt: 'Which quality would help you most right now?',
        fields: [choices('qualities', 'Positive qualities', POSITIVE_QUALITIES)],
      },
      { title: 'A memory', prompt: 'Recall a time you had this quality.', fields: [long('memory', 'The memory')] },
      {
        title: 'In your body',
        prompt: 'Where do you feel it as you remember?',
        fields: [long('body', 'Where I feel it')],
      },
      {
        title: 'Strength',
        prompt: 'How strong does the quality feel now?',
        fields: [ratingSlider('strength', 'Strength')],
      },
    ],
  },
  {
    type: 'emdr',
    subtype: 'self_soothing',
    title: 'Self-Soothing Protocol',
    description: 'Calm your body through each of your senses.',
    action: 'Start Soothing',
    emergencyStop: true,
    steps: [
      { title: 'Check in', prompt: 'How distressed do you feel?', fields: [distressSlider('distress')] },
      {
        title: 'Soothe your senses',
        prompt: 'Find one comforting thing for each sense.',
        fields: [
          text('sight', 'Sight'),
          text('sound', 'Sound'),
          text('touch', 'Touch'),
          text('smell', 'Smell'),
          text('taste', 'Taste'),
        ],
      },
      {
        title: 'Kind words',
        prompt: 'What would a caring friend say to you now?',
        fields: [long('kindWords', 'Kind words')],
      },
      {
        title: 'Check again',
        prompt: 'How distressed do you feel now?',
        fields: [distressSlider('distressAfter')],
      },
    ],
  },
];
