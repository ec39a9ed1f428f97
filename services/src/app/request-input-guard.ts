import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiException, errorBody } from '../common/api-error';

/**
 * C0 controls other than tab, line feed and carriage return, DEL and the C1 controls. PostgreSQL refuses NUL in
 * text, and none of these belongs in a name, a password or a note; line breaks and tabs stay allowed in free text.
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Deeper than any request of ours needs; a bound keeps validators and serializers off deep recursion. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  field: string;
  message: string;
}

function fieldName(path: string[]): string {
  return path.length > 0 ? path.join('.') : 'body';
}

/** The first control character or excessive nesting in a parsed JSON value or query, naming where it is. */
export function findInputProblem(value: unknown, path: string[] = []): InputProblem | undefined {
  if (typeof value === 'string') {
    return hasControlCharacter(value)
      ? { field: fieldName(path), message: 'must not contain control characters' }
      : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (path.length >= MAX_INPUT_DEPTH) return { field: fieldName(path), message: 'is nested too deeply' };
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, key];
    if (hasControlCharacter(key)) {
      return { field: fieldName(path), message: 'must not contain control characters in field names' };
    }
    const problem = findInputProblem(item, itemPath);
    if (problem) return problem;
  }
  return undefined;
}

function badInput(problem: InputProblem) {
  return errorBody(400, `${problem.field}: ${problem.message}`, { field: problem.field });
}

/** Parses a JSON body and refuses control characters and deep nesting with a 400 naming the field. */
export function parseJsonBody(text: string): { value: unknown } | { error: Error } {
  if (text.trim() === '') return { value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const error = Object.assign(new Error('Request body is not valid JSON'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    return { error };
  }
  const problem = findInputProblem(value);
  if (!problem) return { value };
  return { error: new ApiException(400, `${problem.field}: ${problem.message}`, { field: problem.field }) };
}

/** Query strings meet the same rule as bodies, before any handler sees them. */
export function registerQueryGuard(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const problem = findInputProblem(request.query);
    if (!problem) return done();
    void reply.status(400).header('cache-control', 'no-store').send(badInput(problem));
  });
}
