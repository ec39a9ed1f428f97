import type { EngineInput, EngineReply, EngineState, FlowState } from './engine-types';
import { readFlowMessage, normalise, wantsToResume, wantsToStop } from './flow-interruption';
import { continueFlow, resumeFlow, stopFlow } from './flow-runner';
import { GUIDED_FLOWS, type FlowId } from './guided-flows';
import type { Intent } from './intent-utterances';
import { FLOW_REPLIES, resumeButton, withFlowName } from './replies/flow.copy';
import { chooseReply } from './seeded-choice';

/** How many replies after a pause offer to resume the flow; after that it is let go. */
export const RESUME_OFFERS = 3;
const MAX_USED = 60;

export interface OrdinaryOptions {
  /** A stage follow-up ("Can you tell me more?") after the main reply; not when a flow was just paused. */
  followUp: boolean;
  /** A flow the reply must not start: the one just paused, which resumes instead. */
  except: FlowId | null;
}

/** The engine's answer to a message outside any flow. */
export type OrdinaryTurn = (
  input: EngineInput,
  intent: Intent,
  turnState: EngineState,
  options: OrdinaryOptions,
) => EngineReply;

function flowName(flow: FlowState): string {
  return GUIDED_FLOWS[flow.id].name;
}

function wording(group: 'paused' | 'switched', input: EngineInput, state: EngineState, name: string) {
  const choice = chooseReply(FLOW_REPLIES[group], group, `${input.seed}:${input.state.turn}`, state.used);
  return { text: withFlowName(choice.text, name), used: [...state.used, choice.id].slice(-MAX_USED) };
}

/** A reply outside a flow, while one is paused: the resume button, and after the pause itself a line saying so. */
function offerResume(reply: EngineReply, input: EngineInput, withWords: boolean): EngineReply {
  const paused = reply.state.paused;
  if (!paused || reply.state.flow) return reply;
  if (paused.offersLeft <= 0) return { ...reply, state: { ...reply.state, paused: null } };
  const name = flowName(paused.flow);
  const state = { ...reply.state, paused: { ...paused, offersLeft: paused.offersLeft - 1 } };
  const buttons = [...reply.buttons, resumeButton(name)];
  if (!withWords) return { ...reply, buttons, state };
  const line = wording('paused', input, state, name);
  return { ...reply, response: `${reply.response} ${line.text}`, buttons, state: { ...state, used: line.used } };
}

/** The message left the flow: it is answered as any message would be, and the flow waits to be resumed. */
function interrupt(
  input: EngineInput,
  intent: Intent,
  flow: FlowState,
  turnState: EngineState,
  ordinary: OrdinaryTurn,
) {
  const pausedState = { ...turnState, flow: null, paused: { flow, offersLeft: RESUME_OFFERS } };
  const reply = ordinary(input, intent, pausedState, { followUp: false, except: flow.id });
  if (!reply.state.flow) return offerResume(reply, input, true);
  const line = wording('switched', input, reply.state, flowName(flow));
  return { ...reply, response: `${reply.response} ${line.text}`, state: { ...reply.state, used: line.used } };
}

/** Resuming the paused flow by its button or by name while another runs: the two change places. */
function resumesPausedByName(message: string, paused: FlowState): boolean {
  const text = normalise(message);
  if (text === normalise(resumeButton(flowName(paused)).value)) return true;
  return wantsToResume(text) && GUIDED_FLOWS[paused.id].trigger.test(text);
}

function activeFlowTurn(
  input: EngineInput,
  intent: Intent,
  flow: FlowState,
  turnState: EngineState,
  ordinary: OrdinaryTurn,
) {
  const paused = input.state.paused?.flow ?? null;
  if (paused && resumesPausedByName(input.message, paused)) {
    return resumeFlow(paused, { ...turnState, paused: { flow, offersLeft: RESUME_OFFERS } });
  }
  const move = readFlowMessage({ message: input.message, intent, contexts: input.contexts }, flow);
  if (move === 'answer') return offerResume(continueFlow(input.message, flow, turnState), input, false);
  if (move === 'stop') return offerResume(stopFlow(input, turnState), input, false);
  return interrupt(input, intent, flow, turnState, ordinary);
}

/**
 * Routes a message through the running or paused flow: an answer moves the flow on, Stop ends it, a message that is
 * not an answer pauses it and is answered by the ordinary engine with an offer to resume, and Resume (button or
 * words) continues at the step where it was. Without a flow it is the ordinary engine's turn.
 */
export function flowTurn(input: EngineInput, intent: Intent, turnState: EngineState, ordinary: OrdinaryTurn) {
  const { flow, paused } = input.state;
  if (flow) return activeFlowTurn(input, intent, flow, turnState, ordinary);
  if (paused && wantsToResume(input.message)) return resumeFlow(paused.flow, { ...turnState, paused: null });
  if (paused && wantsToStop(input.message)) return stopFlow(input, { ...turnState, paused: null });
  return offerResume(ordinary(input, intent, turnState, { followUp: true, except: null }), input, false);
}
