import type { AssistantReplyType, ChatButton, ChatLink, InputSource } from '@anchor/contracts';

/** One message on screen. Kept in memory only: never written to browser storage. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'assistant';
  timestamp: Date;
  type: AssistantReplyType;
  buttons?: ChatButton[];
  link?: ChatLink | null;
  /** A crisis reply offers a button that opens the crisis panel again. */
  crisis?: boolean;
  /** A welcome (not an answer to something the person said): the rule below may hold it back. */
  welcome?: boolean;
  /** The person's message did not reach the server: it stays on screen, marked, and is not sent as context. */
  failed?: boolean;
  /** A failure's message offers to send the person's words again. */
  retry?: { text: string; source: InputSource };
}

/**
 * A question's buttons (and a failure's retry) are answered once the person says something after it: they no
 * longer act, so an old answer cannot be sent into a later question.
 */
export function answeredMessageIds(messages: readonly ChatMessage[]): Set<string> {
  const answered = new Set<string>();
  let personSpokeAfter = false;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message.sender === 'user') personSpokeAfter = true;
    else if (personSpokeAfter) answered.add(message.id);
  }
  return answered;
}

/** The first analysis message of a chat carries this id. */
export const ANALYSIS_MESSAGE_ID = 'assessment-analysis';

/** The thanks an analysis already gives: a welcome saying it again after the analysis is not added. */
export const TRUSTING_ME = 'Thank you for trusting me';

/** The "AI, not a person" notice comes back after this long of continued use. */
export const AI_NOTICE_INTERVAL_MS = 3 * 60 * 60 * 1000;

let counter = 0;
export function messageId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}`;
}

export const assistantMessage = (
  text: string,
  type: ChatMessage['type'],
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: messageId('assistant'),
  text,
  sender: 'assistant',
  timestamp: new Date(),
  type,
  ...extra,
});

/** An assistant reply is not added when it repeats the last message (same text and sender). */
export function isDuplicate(messages: readonly ChatMessage[], next: Pick<ChatMessage, 'text' | 'sender'>): boolean {
  const last = messages.at(-1);
  return last !== undefined && last.text === next.text && last.sender === next.sender;
}

/** A welcome that comes after the analysis is suppressed when it contains 'Thank you for trusting me'. */
export function isSuppressedWelcome(messages: readonly ChatMessage[], next: ChatMessage): boolean {
  return (
    next.welcome === true &&
    next.text.includes(TRUSTING_ME) &&
    messages.some((message) => message.id === ANALYSIS_MESSAGE_ID)
  );
}

/** The list with `message` added, unless it is an assistant message held back by the two rules above. */
export function appendMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const held =
    message.sender === 'assistant' && (isDuplicate(messages, message) || isSuppressedWelcome(messages, message));
  return held ? messages : [...messages, message];
}
