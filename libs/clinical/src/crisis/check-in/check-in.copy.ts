import {
  CRISIS_PHONE_988,
  CRISIS_TEXT_LINE_KEYWORD,
  CRISIS_TEXT_LINE_NUMBER,
  EMERGENCY_NUMBER,
} from '../../crisis-resources';

/**
 * The check-in's words: the questions of a suicide-risk screener, asked in our own words. Each question has
 * several wordings so that a question asked again (on a new signal) is never asked word for word.
 */
export const CHECK_IN_QUESTIONS = {
  wish_dead: [
    'In the past month, have you wished you were dead, or wished you could go to sleep and not wake up?',
    "Lately, have there been times you wished you weren't alive, or hoped you wouldn't wake up in the morning?",
    'Over the last few weeks, has part of you wanted to be dead, or to fall asleep and never wake up?',
  ],
  thoughts: [
    'Have you had any actual thoughts of killing yourself?',
    'Have thoughts of ending your life, of killing yourself, come into your mind?',
    'Have you found yourself thinking about taking your own life?',
  ],
  how: [
    'Have you been thinking about how you might do it?',
    'Have you thought about a way or a method you might use?',
    'Have your thoughts gone to how you would end your life?',
  ],
  intent: [
    'Have you had these thoughts and had some intention of acting on them?',
    'Do you feel you might act on these thoughts?',
    'Has part of you meant to act on these thoughts?',
  ],
  plan: [
    'Have you started to work out, or worked out, the details of how you would kill yourself?',
    'Have you made a plan, like when, where or how you would do it?',
    "Is there a plan in your mind, with details you've thought through?",
  ],
  behaviour: [
    'In the past three months, have you done anything, started to do anything, or prepared to do anything to end your life?',
    'Recently, have you taken any steps toward ending your life, like getting something ready, writing a note, or starting and then stopping?',
    'In the last few months, have you prepared or tried anything to end your life, even if you stopped?',
  ],
} as const;

/** Said before the first question of a round: the first time, then on a later new signal, in other words. */
export const CHECK_IN_LEAD_INS = [
  "Thank you for telling me. I'd like to ask you a few direct questions, because your safety matters to me. You can answer with the buttons or in your own words, and you can always say you'd rather not say.",
  "I'd like to check in with you again, in case things have shifted since we last talked about it. As before, you can skip any question.",
  'Something in what you said makes me want to check on you once more. Answer only what feels okay.',
];

export const CHECK_IN_ACKS = {
  yes: [
    'Thank you for being honest with me. That takes courage.',
    "I'm glad you told me.",
    'Thank you for trusting me with that.',
  ],
  no: ['Thank you for answering.', 'Okay, thank you.', 'Thanks for letting me know.'],
  unsure: ["That's okay; not being sure is an answer too.", "Thank you. It's all right if it's hard to say."],
  unclear: [
    "I'm not sure I read that right, so let me ask it another way.",
    'I may have misunderstood. Let me put it differently.',
  ],
};

/** One short line of help while the questions go on after a yes to thoughts of suicide. */
export const CHECK_IN_HELP_LINE = `If you need a person right now, call or text ${CRISIS_PHONE_988}.`;

const TEXT_LINE = `text ${CRISIS_TEXT_LINE_KEYWORD} to ${CRISIS_TEXT_LINE_NUMBER}`;

/** How a round ends, by the tier the answers set; 'declined' when the person would rather not say. */
export const CHECK_IN_CLOSINGS = {
  none: "Thank you for answering my questions. I'm glad those thoughts aren't with you right now. I'm still here with you: what has been weighing on you most?",
  concern:
    "Thank you for answering. Wishing you weren't here is painful to carry, and you don't have to carry it alone. " +
    `You can call or text ${CRISIS_PHONE_988} any time, and your safety plan is one tap away. What has been making things feel this heavy?`,
  crisis:
    'Thank you for answering every question. Thoughts of killing yourself are serious, and you deserve support right now. ' +
    `Call or text ${CRISIS_PHONE_988}, or ${TEXT_LINE}. If you feel you might act on them, call ${EMERGENCY_NUMBER}. Your safety plan is open.`,
  imminent:
    `Thank you for telling me. Your life matters, and right now you need someone with you. If you are in danger, call ${EMERGENCY_NUMBER} now. ` +
    `Call or text ${CRISIS_PHONE_988}, or ${TEXT_LINE}. If you can, put distance between you and anything you could use to hurt yourself. Your safety plan is open.`,
  declined: `That's okay, you don't have to answer. I'm here, and ${CRISIS_PHONE_988} is there any time, by call or text, if you want to talk to a person. What would help right now?`,
};

/** The answer buttons; tapping one sends its value as the next message. */
export const CHECK_IN_BUTTONS = [
  { label: 'Yes', value: 'Yes' },
  { label: 'No', value: 'No' },
  { label: "I'd rather not say", value: "I'd rather not say" },
];
