import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isApiRequest } from './http-hooks';

type RequestHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * @fastify/cors given the app with its request hook taken aside (as Nest's FastifyAdapter#enableCors does), so
 * that we decide when that hook runs. The plugin's preflight route and request decoration go to the app as usual.
 */
async function corsRequestHook(fastify: FastifyInstance, options: Parameters<typeof fastifyCors>[1]) {
  let hook: RequestHook | undefined;
  const lendingHook: FastifyInstance = new Proxy(fastify, {
    get(target, property) {
      if (property === 'addHook') {
        return (name: string, handler: RequestHook) => {
          if (name !== 'onRequest' || hook) throw new Error(`@fastify/cors added an unexpected ${name} hook`);
          hook = handler;
          return lendingHook;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await new Promise<void>((resolve, reject) =>
    fastifyCors(lendingHook, options, (error?: Error) => (error ? reject(error) : resolve())),
  );
  if (!hook) throw new Error('@fastify/cors added no request hook');
  return hook;
}

/**
 * CORS for the API (the configured origins, with credentials); pages and static files answer no other origin.
 * The library runs only for a request that names an Origin and for every OPTIONS (a preflight, or a malformed
 * one it refuses): without an Origin there is no cross-origin caller to answer, yet its per-request options
 * (the delegator form, which we need to tell API from page) cost GET /api/health about a sixth of its CPU.
 */
export async function registerCors(fastify: FastifyInstance, origins: string[]): Promise<void> {
  const cors = await corsRequestHook(fastify, {
    delegator: (request, callback) => {
      callback(null, isApiRequest(request) ? { origin: origins, credentials: true } : { origin: false });
    },
  });
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.headers.origin === undefined && request.method !== 'OPTIONS') return done();
    cors.call(fastify, request, reply, done);
  });
}
