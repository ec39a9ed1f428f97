import { choices, distressSlider, long, ratingSlider, text, type ExerciseDefinition } from './exercise-types';

export const THINKING_ERRORS = [
  'All-or-nothing',
  'Catastrophizing',
  'Mind reading',
  'Fortune telling',
  'Emotional reasoning',
  'Should statements',
  'Labeling',
  'Mental filter',
] as const;

export const MOOD_LOG_EMOTIONS = ['Anxious', 'Sad', 'Angry', 'Happy', 'Frustrated', 'Hopeful'] as const;

export const CBT_EXERCISES: readonly ExerciseDefinition[] = [
  {
    type: 'cbt',
    subtype: 'thought_challenging',
    title: 'Thought Challenging',
    description: 'Catch an upsetting thought, weigh the evidence and find a more balanced view.',
    action: 'Start Exercise',
    carry: { fieldId: 'thought', label: 'Your original thought' },
    steps: [
      {
        title: 'The situation',
        prompt: 'What happened? Where were you, who was there?',
        fields: [long('situation', 'Situation')],
      },
      {
        title: 'The thought',
        prompt: 'What went through your mind?',
        fields: [
          long('thought', 'Automatic thought'),
          ratingSlider('belief', 'How much do you believe it?'),
          distressSlider('distress', 'How distressing is it?'),
        ],
      },
      {
        title: 'Thinking errors',
        prompt: 'Do any of these patterns fit the thought?',
        fields: [choices('errors', 'Thinking errors', THINKING_ERRORS)],
      },
      {
        title: 'The evidence',
        prompt: 'Look at the facts as a fair judge would.',
        fields: [
          long('evidenceFor', 'Evidence for the thought'),
          long('evidenceAgainst', 'Evidence against the thought'),
        ],
      },
      {
        title: 'A balanced thought',
        prompt: 'What is a more balanced way to see it?',
        fields: [
          long('balanced', 'Balanced thought'),
          ratingSlider('beliefAfter', 'How much do you believe the original thought now?'),
        ],
      },
    ],
  },
  {
    type: 'cbt',
    subtype: 'mood_log',
    title: 'Mood & Thought Log',
    description: 'Notice what you feel, how strongly, and the thoughts that come with it.',
    action: 'Start Exercise',
    steps: [
      {
        title: 'The situation',
        prompt: 'What was happening when your mood changed?',
        fields: [long('situation', 'Situation')],
      },
      {
        title: 'Emotions',
        prompt: 'Tick what you felt and rate how strongly (0-10).',
        fields: [{ kind: 'emotions', id: 'emotions', label: 'Emotions', options: MOOD_LOG_EMOTIONS }],
      },
      { title: 'Thoughts', prompt: 'What thoughts went with these feelings?', fields: [long('thoughts', 'Thoughts')] },
      {
        title: 'Reflection',
        prompt: 'Looking back, what might help next time?',
        fields: [long('reflection', 'Reflection')],
      },
    ],
  },
  {
    type: 'cbt',
    subtype: 'behavioral_activation',
    title: 'Behavioral Activation',
    description: 'Plan small, rewarding activities: doing comes first, motivation follows.',
    action: 'Start Exercise',
    steps: [
      { title: 'Right now', prompt: 'How is your mood at the moment?', fields: [ratingSlider('mood', 'Mood')] },
      {
        title: 'Ideas',
        prompt: 'List a few small things you used to enjoy or that matter to you.',
        fields: [long('activities', 'Activities')],
      },
      {
        title: 'Your plan',
        prompt: 'Pick one and make it specific.',
        fields: [text('chosen', 'Activity'), text('when', 'When will you do it?')],
      },
      {
        title: 'Expectations',
        prompt: 'Rate what you expect; you can compare afterwards.',
        fields: [
          ratingSlider('enjoyment', 'Expected enjoyment'),
          ratingSlider('achievement', 'Expected sense of achievement'),
        ],
      },
    ],
  },
  {
    type: 'cbt',
    subtype: 'reframe_negative_thinking',
    title: 'Reframe Negative Thinking',
    description: 'Look at a harsh thought the way you would for a good friend.',
    action: 'Start Exercise',
    carry: { fieldId: 'thought', label: 'Your original thought' },
    steps: [
      {
        title: 'The thought',
        prompt: 'Write down the negative thought.',
        fields: [long('thought', 'Negative thought')],
      },
      {
        title: 'A friend’s view',
        prompt: 'What would you say to a friend who had this thought?',
        fields: [long('friend', 'What I would tell a friend')],
      },
      {
        title: 'Reframe',
        prompt: 'Write a kinder, realistic version.',
        fields: [long('reframe', 'Reframed thought'), ratingSlider('believability', 'How believable is the reframe?')],
      },
    ],
  },
  {
    type: 'cbt',
    subtype: 'anxiety_management',
    title: 'Anxiety Management',
    description: 'Ground yourself with your senses and sort what you can and cannot control.',
    action: 'Start Exercise',
    steps: [
      { title: 'Check in', prompt: 'How anxious do you feel?', fields: [distressSlider('anxiety', 'Anxiety')] },
      {
        title: '5-4-3-2-1 grounding',
        prompt: 'Name what is around you, slowly.',
        fields: [
          text('see', '5 things you can see'),
          text('touch', '4 things you can touch'),
          text('hear', '3 things you can hear'),
          text('smell', '2 things you can smell'),
          text('taste', '1 thing you can taste'),
        ],
      },
      {
        title: 'The worry',
        prompt: 'What is the worry, and which part of it can you act on?',
        fields: [long('worry', 'Worry'), long('control', 'What I can control')],
      },
      {
        title: 'Check again',
        prompt: 'How anxious do you feel now?',
        fields: [distressSlider('anxietyAfter', 'Anxiety')],
      },
    ],
  },
  {
    type: 'cbt',
    subtype: 'problem_solving_skills',
    title: 'Problem-Solving Skills',
    description: 'Break a problem into steps: define it, list options, choose, plan.',
    action: 'Learn Skills',
    steps: [
      {
        title: 'Define',
        prompt: 'Describe the problem in one or two sentences.',
        fields: [long('problem', 'Problem')],
      },
      { title: 'Brainstorm', prompt: 'List every option, without judging yet.', fields: [long('options', 'Options')] },
      {
        title: 'Weigh',
        prompt: 'Note the pros and cons of the main options.',
        fields: [long('prosCons', 'Pros and cons')],
      },
      {
        title: 'Plan',
        prompt: 'Choose one and plan the first steps.',
        fields: [long('plan', 'Steps'), text('when', 'When will you start?'), ratingSlider('confidence', 'Confidence')],
      },
    ],
  },
];
