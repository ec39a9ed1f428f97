import { PCL5_CLUSTER_EXERCISE, type Pcl5Cluster } from '@anchor/clinical';
import type { ChatButton } from '@anchor/contracts';
import type { FlowId } from './guided-flows';
import type { Intent } from './intent-utterances';

/** Buttons that start a tool; each value, sent back as a message, starts the matching flow. */
export const TOOL_BUTTONS: Record<FlowId, ChatButton> = {
  breathing: { label: 'Try breathing', value: "Let's try breathing" },
  grounding: { label: 'Try grounding (5-4-3-2-1)', value: "Let's try grounding" },
  thought_record: { label: 'Try a thought record', value: "Let's try a thought record" },
  activation: { label: 'Plan one small step', value: "Let's plan a small step" },
  safe_place: { label: 'Safe place imagery', value: "Let's try the safe place" },
  sleep_hygiene: { label: 'A wind-down routine', value: "Let's do a wind-down routine" },
};

/** The tools offered with each intent's reply. */
export const INTENT_TOOLS: Partial<Record<Intent, FlowId[]>> = {
  anxiety: ['breathing', 'grounding'],
  sleep: ['sleep_hygiene', 'breathing'],
  coping: ['breathing', 'grounding', 'thought_record', 'activation'],
  low_mood: ['activation', 'thought_record'],
  anger: ['breathing', 'grounding'],
  avoidance: ['thought_record', 'activation'],
  flashbacks: ['grounding', 'breathing'],
  nightmares: ['safe_place', 'sleep_hygiene'],
  loneliness: ['activation'],
  feeling_today: ['grounding', 'breathing'],
};

/** Which tool suits the PCL-5 cluster that scored highest: each cluster's exercise, as a guided flow. */
export const CLUSTER_TOOL: Record<Pcl5Cluster, FlowId> = {
  intrusion: PCL5_CLUSTER_EXERCISE.intrusion.chatTool,
  avoidance: PCL5_CLUSTER_EXERCISE.avoidance.chatTool,
  cognition: PCL5_CLUSTER_EXERCISE.cognition.chatTool,
  arousal: PCL5_CLUSTER_EXERCISE.arousal.chatTool,
};

/** Intents where a follow-up question or a tool offer fits the conversation's stage. */
export const FEELING_INTENTS: Intent[] = [
  'anxiety',
  'low_mood',
  'anger',
  'loneliness',
  'flashbacks',
  'nightmares',
  'avoidance',
  'feeling_today',
];
