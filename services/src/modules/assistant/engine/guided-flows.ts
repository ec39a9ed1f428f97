import type { ChatButton } from '@anchor/contracts';
import type { Intent } from './intent-utterances';

/**
 * Short scripted tools, buttons first and free text welcome: rate distress 0-10, do the tool one
 * step at a time, rate again, and say what changed.
 */
export const FLOW_IDS = [
  'breathing',
  'grounding',
  'thought_record',
  'activation',
  'safe_place',
  'sleep_hygiene',
] as const;
export type FlowId = (typeof FLOW_IDS)[number];

export interface FlowStep {
  text: string;
  buttons: ChatButton[];
}

export interface GuidedFlow {
  title: string;
  /** How replies name the flow when pausing, resuming or offering it again ("the breathing exercise"). */
  name: string;
  /**
   * True when its steps ask for the person's own words (a thought, a plan): there a question about themselves or a
   * topic is an answer. The other flows are practice, answered by what the person notices or by Next and Done.
   */
  freeText: boolean;
  /** Topics the flow itself is about: in its steps, talk of them is an answer, not a new topic. */
  ownTopics: Intent[];
  /** Words that start the flow from a tapped button or free text ("let's try grounding"). */
  trigger: RegExp;
  steps: FlowStep[];
  /** The matching exercise in the Mindfulness tab. */
  exercise: { label: string; key: string } | null;
}

const next: ChatButton[] = [{ label: 'Next', value: 'Next' }];
const done: ChatButton[] = [{ label: 'Done', value: 'Done' }];
const skip: ChatButton[] = [{ label: 'Skip this step', value: 'Skip' }];

export const RATING_BUTTONS: ChatButton[] = Array.from({ length: 11 }, (_, value) => ({
  label: String(value),
  value: String(value),
}));

export const RATE_BEFORE =
  'Before we start: how strong is your distress right now, from 0 (calm) to 10 (the most you can imagine)?';
export const RATE_AFTER = 'How strong is your distress now, from 0 to 10?';

export const GUIDED_FLOWS: Record<FlowId, GuidedFlow> = {
  breathing: {
    title: 'Guided breathing',
    name: 'the breathing exercise',
    freeText: false,
    ownTopics: [],
    trigger: /\b(?:breath\w*)\b/,
    exercise: { label: 'Open 4-7-8 breathing in Mindfulness', key: 'breathing' },
    steps: [
      {
        text: 'Sit comfortably and let your shoulders drop. Breathe in gently through your nose for a count of 4.',
        buttons: next,
      },
      {
        text: 'Now breathe out slowly through your mouth for a count of 6, as if blowing on a spoon of soup.',
        buttons: next,
      },
      { text: 'Keep going: in for 4, out for 6. Do five rounds at your own pace, then tap Done.', buttons: done },
    ],
  },
  grounding: {
    title: '5-4-3-2-1 grounding',
    name: 'the grounding exercise',
    freeText: false,
    ownTopics: [],
    trigger: /\b(?:ground\w*|5 4 3 2 1|5-4-3-2-1)\b/,
    exercise: null,
    steps: [
      { text: 'Look around and name 5 things you can see. Take your time.', buttons: next },
      { text: 'Now notice 4 things you can feel: your feet on the floor, your clothes, the chair.', buttons: next },
      { text: 'Listen for 3 things you can hear, near or far.', buttons: next },
      { text: 'Notice 2 things you can smell, or two smells you like.', buttons: next },
      { text: 'And 1 thing you can taste, or one kind thing you can say to yourself.', buttons: done },
    ],
  },
  thought_record: {
    title: 'Thought record',
    name: 'the thought record',
    freeText: true,
    ownTopics: [],
    trigger: /\bthought record\b|\b(?:challenge|test) (?:a|my|the) thought\b/,
    exercise: { label: 'Open Thought Challenging in Mindfulness', key: 'cbt_thought_challenging' },
    steps: [
      { text: 'What was the situation? Just the facts: where, when, who. Type it, or skip.', buttons: skip },
      { text: 'What went through your mind? Write the thought that hurt most.', buttons: skip },
      { text: 'What evidence supports that thought, and what evidence does not fit it?', buttons: skip },
      { text: 'Putting both together, what is a more balanced way to see it?', buttons: done },
    ],
  },
  activation: {
    title: 'One small step',
    name: 'the small-step plan',
    freeText: true,
    ownTopics: ['low_mood'],
    trigger: /\b(?:small step|activity|behaviou?ral activation|plan something)\b/,
    exercise: { label: 'Open Behavioral Activation in Mindfulness', key: 'cbt_behavioral_activation' },
    steps: [
      {
        text: 'Pick one small activity that could give you a bit of pleasure or a sense of achievement.',
        buttons: [
          { label: 'A short walk', value: 'A short walk' },
          { label: 'Message someone', value: 'Message someone' },
          { label: 'Make a hot drink', value: 'Make a hot drink' },
          { label: 'Tidy one small space', value: 'Tidy one small space' },
        ],
      },
      { text: 'Good choice. When exactly will you do it? A time makes it much more likely to happen.', buttons: next },
      { text: 'Do it if you can, even for five minutes, then come back and tap Done.', buttons: done },
    ],
  },
  safe_place: {
    title: 'Safe place imagery',
    name: 'the safe place imagery',
    freeText: false,
    ownTopics: [],
    trigger: /\bsafe place\b|\bcalm place\b/,
    exercise: { label: 'Open Safe Place Visualization in Mindfulness', key: 'emdr_safe_place' },
    steps: [
      { text: 'Think of a place, real or imagined, where you feel calm and safe. Let it come to mind.', buttons: next },
      { text: 'Notice what you see there: colours, light, shapes.', buttons: next },
      { text: 'Now the sounds and the temperature of the air. What does it feel like to be there?', buttons: next },
      {
        text: 'Choose a word that reminds you of this place. You can come back to it any time. Tap Done when ready.',
        buttons: done,
      },
    ],
  },
  sleep_hygiene: {
    title: 'A wind-down routine',
    name: 'the wind-down routine',
    freeText: false,
    ownTopics: ['sleep', 'nightmares'],
    trigger: /\b(?:sleep routine|wind down|wind-down|sleep hygiene)\b/,
    exercise: { label: 'Open Meditation in Mindfulness', key: 'meditation' },
    steps: [
      { text: 'Choose a fixed wake-up time for this week, even on weekends. What time will it be?', buttons: next },
      { text: 'Plan a 30-minute wind-down without screens: a shower, reading, soft music.', buttons: next },
      {
        text: 'Keep the bed for sleep. If you are awake for about 20 minutes, get up and do something calm.',
        buttons: next,
      },
      { text: "No caffeine after midday, and write tomorrow's worries on paper before bed. Tap Done.", buttons: done },
    ],
  },
};

/** What changed between the two ratings, said plainly and kindly. */
export function changeSummary(before: number, after: number): string {
  if (after < before) {
    return `Your distress went from ${before} to ${after}. That's a real change, and you made it happen.`;
  }
  if (after === before) {
    return `Your distress stayed at ${after}. That's okay: some days a tool holds things steady rather than lowering them.`;
  }
  return `Your distress went from ${before} to ${after}. That can happen when we turn towards hard feelings. Would you like to try a different tool, or take a break?`;
}
