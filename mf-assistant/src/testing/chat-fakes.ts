import type { FakeAnswer } from '@anchor/app-runtime/testing';
import { AssistantApiPath, type ChatResponse } from '@anchor/contracts';

/** The fake route of the chat call. */
export const CHAT_ROUTE = `POST ${AssistantApiPath.chat}`;

/** An ordinary reply of the chat, changed where a test needs. */
export const chatReply = (overrides: Partial<ChatResponse> = {}): FakeAnswer => ({
  status: 200,
  body: {
    response: 'Anxiety can make everything feel urgent.',
    type: 'support',
    conversationId: 'x',
    stage: 'initial',
    crisisTier: 'none',
    openCrisisPanel: false,
    buttons: [],
    link: null,
    engine: 'offline',
    ...overrides,
  } satisfies ChatResponse,
});

/** A message the crisis detector flags as imminent, in anyone's version of its rules. */
export const CRISIS_MESSAGE = 'I want to kill myself tonight';

/** Ordinary words of about 80 characters, to build long messages from. */
export const ORDINARY_SENTENCE = 'Work has been a lot lately and I keep going over the same things in my head. ';

/** Ordinary text of exactly `length` characters (no space at either end, as the chat trims). */
export function ordinaryText(length: number): string {
  return ORDINARY_SENTENCE.repeat(Math.ceil(length / ORDINARY_SENTENCE.length) + 1)
    .slice(0, length)
    .replace(/ $/, '.');
}
