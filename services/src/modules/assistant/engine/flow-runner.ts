import type { ChatButton } from '@anchor/contracts';
import { exerciseLink } from './exercise-links';
import type { EngineReply, EngineState, FlowState } from './engine-types';
import { changeSummary, GUIDED_FLOWS, RATE_AFTER, RATE_BEFORE, RATING_BUTTONS, type FlowId } from './guided-flows';
import { FLOW_REPLIES, STOP_BUTTON, withFlowName } from './replies/flow.copy';
import { chooseReply } from './seeded-choice';

const MAX_USED = 60;

/** A whole number from 0 to 10 in the message, if there is one. */
export function parseRating(message: string): number | null {
  const match = /\b(10|[0-9])\b/.exec(message);
  return match ? Number(match[1]) : null;
}

/** A reply of a running flow: its Stop this exercise button always comes last. */
function flowReply(response: string, type: EngineReply['type'], buttons: ChatButton[], state: EngineState) {
  return { response, type, buttons: [...buttons, STOP_BUTTON], link: null, state } satisfies EngineReply;
}

function withFlow(state: EngineState, flow: FlowState | null): EngineState {
  return { ...state, flow };
}

export function startFlow(id: FlowId, state: EngineState): EngineReply {
  const flow = { id, step: -1, before: null };
  return flowReply(`${GUIDED_FLOWS[id].title}. ${RATE_BEFORE}`, 'question', RATING_BUTTONS, withFlow(state, flow));
}

/** The question of the flow's current step, as it was first asked. */
function currentPrompt(flow: FlowState): { text: string; buttons: ChatButton[]; type: EngineReply['type'] } {
  const guided = GUIDED_FLOWS[flow.id];
  if (flow.step === -1) return { text: RATE_BEFORE, buttons: RATING_BUTTONS, type: 'question' };
  if (flow.step === guided.steps.length) return { text: RATE_AFTER, buttons: RATING_BUTTONS, type: 'question' };
  const step = guided.steps[flow.step];
  return { text: step.text, buttons: step.buttons, type: 'support' };
}

/** Takes a paused flow up again at the step where it was left. */
export function resumeFlow(flow: FlowState, state: EngineState): EngineReply {
  const prompt = currentPrompt(flow);
  const opening = withFlowName(FLOW_REPLIES.resumed[0], GUIDED_FLOWS[flow.id].name);
  return flowReply(`${opening} ${prompt.text}`, prompt.type, prompt.buttons, withFlow(state, flow));
}

export function stopFlow(input: { seed: string; state: EngineState }, state: EngineState): EngineReply {
  const choice = chooseReply(FLOW_REPLIES.stopped, 'stopped', `${input.seed}:${input.state.turn}`, state.used);
  const used = [...state.used, choice.id].slice(-MAX_USED);
  return { response: choice.text, type: 'support', buttons: [], link: null, state: { ...withFlow(state, null), used } };
}

/** The rating question again, in turn with its other wording so it never comes twice word for word. */
function askRatingAgain(state: EngineState): EngineReply {
  const asked = state.used.filter((id) => id.startsWith('ask_rating#')).length;
  const index = asked % FLOW_REPLIES.askRating.length;
  const used = [...state.used, `ask_rating#${index}`].slice(-MAX_USED);
  return flowReply(FLOW_REPLIES.askRating[index], 'question', RATING_BUTTONS, { ...state, used });
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

/** One step further in the running flow, for a message that answers it; ratings are read from free text too. */
export function continueFlow(message: string, flow: FlowState, state: EngineState): EngineReply {
  const guided = GUIDED_FLOWS[flow.id];
  const awaitingRating = flow.step === -1 || flow.step === guided.steps.length;
  if (awaitingRating) {
    const rating = parseRating(message.toLowerCase());
    if (rating === null) return askRatingAgain(state);
    if (flow.step !== -1) return finish(flow, rating, state);
    const first = guided.steps[0];
    return flowReply(first.text, 'support', first.buttons, withFlow(state, { ...flow, step: 0, before: rating }));
  }
  const nextStep = flow.step + 1;
  const next = withFlow(state, { ...flow, step: nextStep });
  if (nextStep === guided.steps.length) return flowReply(`Well done. ${RATE_AFTER}`, 'question', RATING_BUTTONS, next);
  const step = guided.steps[nextStep];
  return flowReply(step.text, 'support', step.buttons, next);
}
