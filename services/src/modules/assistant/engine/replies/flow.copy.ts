import type { ChatButton } from '@anchor/contracts';

/** On every reply of a running flow, so that leaving it is always one tap away. */
export const STOP_BUTTON: ChatButton = { label: 'Stop this exercise', value: 'Stop this exercise' };

/** Offered while a flow is paused; its value, sent back, resumes the flow where it was. */
export function resumeButton(flowName: string): ChatButton {
  const text = `Resume ${flowName}`;
  return { label: text, value: text };
}

/** Words a flow says when it pauses, stops or resumes; `{flow}` is the flow's name ("the breathing exercise"). */
export const FLOW_REPLIES = {
  stopped: [
    "Okay, we can stop here. That's completely fine. What would you like to do instead?",
    "Of course, we'll leave it there. You can come back to it any time. What would help most now?",
    "That's fine, we can stop. Noticing what you need is a skill too. What's on your mind?",
  ],
  /** After a message that was not an answer to the flow's question has been answered. */
  paused: [
    "Whenever you're ready, we can go back to {flow} where we left off.",
    "I've paused {flow}; we can pick it up right where we stopped if you'd like.",
    '{flow} can wait. Tap below when you want to continue where we were.',
  ],
  /** When the person starts another tool in the middle of one. */
  switched: ['We can come back to {flow} afterwards.'],
  resumed: ["Let's pick up {flow} where we left off."],
  /** A rating step's question again, when the answer held no number from 0 to 10. */
  askRating: [
    'Please pick a number from 0 to 10, where 0 is calm and 10 is the most distress you can imagine.',
    "A rough guess is fine. From 0 (calm) to 10 (the most distress you can imagine), what's your number right now?",
  ],
} as const;

/** Puts a flow's name into a wording, capitalised when it opens the sentence. */
export function withFlowName(wording: string, flowName: string): string {
  if (wording.startsWith('{flow}')) {
    return wording.replace('{flow}', flowName.charAt(0).toUpperCase() + flowName.slice(1));
  }
  return wording.replace('{flow}', flowName);
}
