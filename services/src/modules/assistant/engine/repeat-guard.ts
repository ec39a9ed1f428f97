import type { EngineReply } from './engine-types';
import { REPEAT_OPENER } from './replies/repeat.copy';
import { stableHash } from './seeded-choice';

/**
 * Never the same reply twice in a row: a reply identical to the previous ordinary one gets an opener, and the hash
 * of what is said is kept for the next turn. The opener alternates naturally (the turn after, the plain text
 * differs from the opened one), and it is deterministic like every other choice of the engine.
 */
export function withoutRepeat(reply: EngineReply, previous: number | null | undefined): EngineReply {
  const repeated = previous !== null && previous !== undefined && stableHash(reply.response) === previous;
  const response = repeated ? `${REPEAT_OPENER} ${reply.response}` : reply.response;
  return { ...reply, response, state: { ...reply.state, lastReply: stableHash(response) } };
}
