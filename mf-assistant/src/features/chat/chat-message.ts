import type { AssistantReplyType, ChatButton, ChatLink } from '@anchor/contracts';

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
}

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
