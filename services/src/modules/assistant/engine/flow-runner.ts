import { exerciseLink } from './exercise-links';
import type { EngineReply, EngineState, FlowState } from './engine-types';
import { changeSummary, GUIDED_FLOWS, RATE_AFTER, RATE_BEFORE, RATING_BUTTONS, type FlowId } from './guided-flows';

const STOP = /\b(?:stop|exit|cancel|quit|end this|not now|no thanks)\b/;
const ASK_AGAIN = 'Please pick a number from 0 to 10, where 0 is calm and 10 is the most distress you can imagine.';

/** A whole number from 0 to 10 in the message, if there is one. */
export function parseRating(message: string): number | null {
  const match = /\b(10|[0-9])\b/.exec(message);
  return match ? Number(match[1]) : null;
}

function withFlow(state: EngineState, flow: FlowState | null): EngineState {
  return { ...state, flow };
}

export function startFlow(id: FlowId, state: EngineState): EngineReply {
  return {
    response: `${GUIDED_FLOWS[id].title}. ${RATE_BEFORE}`,
    type: 'question',
    buttons: RATING_BUTTONS,
    link: null,
    state: withFlow(state, { id, step: -1, before: null }),
  };
}

function finish(flow: FlowState, after: number, state: EngineState): EngineReply {
  const guided = GUIDED_FLOWS[flow.id];
  const summary = changeSummary(flow.before ?? after, after);
  return {
    response: `${summary} You can come back to ${guided.title.toLowerCase()} any time.`,
    type: 'insight',
    buttons: [],
    link: guided.exercise ? exerciseLink(guided.exercise) : null,
    state: withFlow(state, null),
  };
}

/** One step further in the running flow; ratings are read from free text as well as from buttons. */
export function continueFlow(message: string, flow: FlowState, state: EngineState): EngineReply {
  const guided = GUIDED_FLOWS[flow.id];
  const text = message.toLowerCase();
  if (STOP.test(text)) {
    return {
      response: "Okay, we can stop here. That's completely fine. What would you like to do instead?",
      type: 'support',
      buttons: [],
      link: null,
      state: withFlow(state, null),
    };
  }
  const awaitingRating = flow.step === -1 || flow.step === guided.steps.length;
  if (awaitingRating) {
    const rating = parseRating(text);
    if (rating === null) {
      return { response: ASK_AGAIN, type: 'question', buttons: RATING_BUTTONS, link: null, state };
    }
    if (flow.step !== -1) return finish(flow, rating, state);
    const first = guided.steps[0];
    return {
      response: first.text,
      type: 'support',
      buttons: first.buttons,
      link: null,
      state: withFlow(state, { ...flow, step: 0, before: rating }),
    };
  }
  const nextStep = flow.step + 1;
  if (nextStep === guided.steps.length) {
    return {
      response: `Well done. ${RATE_AFTER}`,
      type: 'question',
      buttons: RATING_BUTTONS,
      link: null,
      state: withFlow(state, { ...flow, step: nextStep }),
    };
  }
  const step = guided.steps[nextStep];
  return {
    response: step.text,
    type: 'support',
    buttons: step.buttons,
    link: null,
    state: withFlow(state, { ...flow, step: nextStep }),
  };
}
