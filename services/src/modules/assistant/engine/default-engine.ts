import type { ChatButton, ConversationStage } from '@anchor/contracts';
import type { EngineInput, EngineReply, EngineState } from './engine-types';
import { exerciseLink } from './exercise-links';
import { startFlow } from './flow-runner';
import { flowTurn, type OrdinaryTurn } from './flow-turn';
import { FLOW_IDS, GUIDED_FLOWS, type FlowId } from './guided-flows';
import { CLUSTER_TOOL, FEELING_INTENTS, INTENT_TOOLS, TOOL_BUTTONS } from './intent-tools';
import type { Intent } from './intent-utterances';
import { diagnosisReply, isDiagnosisQuestion } from './listening/diagnosis-question';
import { listeningTurn } from './listening/listening-turn';
import { isMedicationQuestion, medicationReply } from './medication-question';
import { moodLine, progressSummary, topCluster } from './personal-insight';
import { CONVERSATION_REPLIES } from './replies/conversation.replies';
import { FEELING_REPLIES } from './replies/feelings.replies';
import { TRAUMA_REPLIES } from './replies/trauma.replies';
import { withoutRepeat } from './repeat-guard';
import { chooseReply } from './seeded-choice';

const LIBRARY: Record<string, readonly string[]> = { ...FEELING_REPLIES, ...TRAUMA_REPLIES, ...CONVERSATION_REPLIES };
const START_WORDS = /\b(?:let'?s|start|try|do|begin|guide me|walk me through)\b/;
const MAX_USED = 60;

/** initial for the first message, then exploring, deepening, and wrapping after eight or at goodbye. */
export function stageFor(turn: number, intent: Intent): ConversationStage {
  if (intent === 'goodbye' || turn >= 8) return 'wrapping';
  if (turn === 0) return 'initial';
  return turn <= 2 ? 'exploring' : 'deepening';
}

/** A tool the message asks for by name ("let's try grounding"), if any. */
export function requestedFlow(message: string): FlowId | null {
  const text = message.toLowerCase();
  if (!START_WORDS.test(text)) return null;
  return FLOW_IDS.find((id) => GUIDED_FLOWS[id].trigger.test(text)) ?? null;
}

function pick(group: string, input: EngineInput, used: string[]): { text: string; used: string[] } {
  const choice = chooseReply(LIBRARY[group], group, `${input.seed}:${input.state.turn}`, used);
  return { text: choice.text, used: [...used, choice.id].slice(-MAX_USED) };
}

function toolButtons(intent: Intent, input: EngineInput): ChatButton[] {
  const tools = [...(INTENT_TOOLS[intent] ?? [])];
  const fromData = topCluster(input.data);
  if (intent === 'coping' && fromData) tools.unshift(CLUSTER_TOOL[fromData]);
  return [...new Set(tools)].map((id) => TOOL_BUTTONS[id]);
}

function mainText(intent: Intent, input: EngineInput, used: string[]): { text: string; used: string[] } {
  if (input.contexts.includes('panic')) return pick('panic', input, used);
  if (input.contexts.includes('third_party')) return pick('third_party', input, used);
  if (intent === 'progress') {
    const summary = progressSummary(input.data);
    if (summary) return { text: summary, used };
  }
  const base = pick(intent, input, used);
  const mood = intent === 'feeling_today' ? moodLine(input.data) : null;
  return mood ? { text: `${mood} ${base.text}`, used: base.used } : base;
}

function stageAddition(stage: ConversationStage, intent: Intent, input: EngineInput, used: string[]) {
  const fits = FEELING_INTENTS.includes(intent) && !input.contexts.includes('panic');
  if (stage === 'wrapping' && intent !== 'goodbye' && intent !== 'thanks') return pick('wrapping', input, used);
  if (!fits || (stage !== 'exploring' && stage !== 'deepening')) return null;
  return pick(stage, input, used);
}

/** The offline engine: the running or paused flow first, then intent replies shaped by the conversation's stage. */
export function runDefaultEngine(input: EngineInput, intent: Intent): EngineReply {
  const turnState: EngineState = { ...input.state, turn: input.state.turn + 1 };
  return withoutRepeat(flowTurn(input, intent, turnState, ordinaryTurn), input.state.lastReply);
}

const ordinaryTurn: OrdinaryTurn = (input, intent, turnState, options) => {
  const stage = stageFor(input.state.turn, intent);
  // Before any flow trigger: "do my meds affect breathing?" is a medication question, not a breathing request.
  if (isMedicationQuestion(input.message)) return medicationReply(input, { ...turnState, stage });
  const requested = requestedFlow(input.message) ?? (intent === 'breathing' ? 'breathing' : null);
  const flowRequest = requested === options.except ? null : requested;
  if (flowRequest) return startFlow(flowRequest, { ...turnState, stage });
  if (isDiagnosisQuestion(input.message)) {
    const response = diagnosisReply(input.data);
    return { response, type: 'support', buttons: [], link: null, state: { ...turnState, stage } };
  }
  const heard = listeningTurn(input, intent, { ...turnState, stage });
  if (heard) return heard;

  const main = mainText(intent, input, input.state.used);
  const extra = options.followUp ? stageAddition(stage, intent, input, main.used) : null;
  const response = extra ? `${main.text} ${extra.text}` : main.text;
  const panic = input.contexts.includes('panic');
  const buttons = panic ? [TOOL_BUTTONS.breathing, TOOL_BUTTONS.grounding] : toolButtons(intent, input);
  const cluster = intent === 'progress' ? topCluster(input.data) : null;
  const clusterFlow = cluster ? GUIDED_FLOWS[CLUSTER_TOOL[cluster]] : null;
  return {
    response,
    type: replyType(intent, input, response),
    buttons,
    link: clusterFlow?.exercise ? exerciseLink(clusterFlow.exercise) : null,
    state: { ...turnState, stage, used: extra ? extra.used : main.used },
  };
};

function replyType(intent: Intent, input: EngineInput, response: string): EngineReply['type'] {
  if (intent === 'progress' && input.data.latestAssessment) return 'insight';
  if (intent === 'sleep' || intent === 'goodbye') return 'reminder';
  return response.trim().endsWith('?') ? 'question' : 'support';
}
