import type { CheckInState } from '@anchor/clinical';
import type { AssistantReplyType, ChatButton, ChatLink, ConversationStage, Pcl5Clusters } from '@anchor/contracts';
import type { FlowId } from './guided-flows';
import type { TopicModel } from './listening/topic-model';

export interface FlowState {
  id: FlowId;
  /** -1 waits for the first rating; 0..n-1 are the tool's steps; n waits for the second rating. */
  step: number;
  before: number | null;
}

/** A flow set aside by a message that was not an answer to it, and how many more replies offer to resume it. */
export interface PausedFlow {
  flow: FlowState;
  offersLeft: number;
}

/** Everything the engine remembers between messages: no free text, so it can be stored as is. */
export interface EngineState {
  turn: number;
  stage: ConversationStage;
  flow: FlowState | null;
  /** Reply ids already used in this conversation, so the same answer does not repeat. */
  used: string[];
  /** The flow a question, request or new topic interrupted; absent in exchanges stored before pausing existed. */
  paused?: PausedFlow | null;
  /** A hash of the last ordinary reply, so the next one is never the same text word for word. */
  lastReply?: number | null;
  /** The safety check-in's questions and answers; absent in exchanges stored before it existed. */
  checkIn?: CheckInState | null;
}

/** The person's own data, read through the owning modules' services. */
export interface PersonalData {
  /** `answeredCount` of 20: a partial assessment draws no screening conclusion and ranks no symptom group. */
  latestAssessment: { total: number; clusters: Pcl5Clusters; answeredCount: number; change: number | null } | null;
  /** Recent mood check-ins (1-10), newest first. */
  recentMoods: number[];
}

export interface EngineInput {
  message: string;
  state: EngineState;
  /** The conversation id: with the turn it seeds every choice, so the same input gives the same reply. */
  seed: string;
  data: PersonalData;
  /** Non-risk context found by the crisis detector: panic, helping someone else. */
  contexts: readonly string[];
  /** The listening topics' model; the trained one unless a measurement gives one that never saw the message. */
  topicModel?: TopicModel;
}

export interface EngineReply {
  response: string;
  type: AssistantReplyType;
  buttons: ChatButton[];
  link: ChatLink | null;
  state: EngineState;
}

export const INITIAL_ENGINE_STATE: EngineState = {
  turn: 0,
  stage: 'initial',
  flow: null,
  used: [],
  checkIn: null,
  paused: null,
  lastReply: null,
};
