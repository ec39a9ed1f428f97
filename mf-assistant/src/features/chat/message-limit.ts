import { CHAT_MESSAGE_MAX_LENGTH } from '@anchor/contracts';

/** The counter shows from this share of the limit on: earlier it would only be noise. */
const COUNTER_FROM_SHARE = 0.8;

export interface MessageLength {
  length: number;
  limit: number;
  /** Near or past the limit: the composer shows the counter. */
  counted: boolean;
  /** Past the limit: the text stays in the box, and only a message the crisis check flags is sent. */
  over: boolean;
}

/** Where a message stands against the chat's limit (its length as the server counts it, after trimming). */
export function messageLength(text: string, limit = CHAT_MESSAGE_MAX_LENGTH): MessageLength {
  const length = text.trim().length;
  return { length, limit, counted: length >= Math.ceil(limit * COUNTER_FROM_SHARE), over: length > limit };
}

/** A count as people read it: 3,412. */
export const formatCount = (count: number) => count.toLocaleString('en-US');
