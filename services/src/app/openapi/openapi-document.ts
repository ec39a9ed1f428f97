import { SESSION_COOKIE } from '@anchor/contracts';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodObjectInput,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_SECONDS } from '../../common/service-unavailable';
import type { ApiRoute } from './api-routes';

/** Where the document is served (outside production) and where its committed copy lives. */
export const OPENAPI_PATH = '/api/docs';
export const OPENAPI_FILE = 'services/openapi.json';

/** Every error answer of the api has this body (`ApiErrorBody` in libs/contracts). */
const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().meta({ description: 'The HTTP reason phrase' }),
    message: z.string().meta({ description: 'A sentence a person can read' }),
    field: z.string().optional().meta({ description: 'The request field a 400 is about (`responses.3`)' }),
    code: z.string().optional().meta({ description: 'A stable code the client maps to its own wording' }),
  })
  .meta({ id: 'ApiError' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/** Its id in `components.responses`: every operation that reads or writes records refers to it for its 503. */
export const SERVICE_UNAVAILABLE_RESPONSE = 'ServiceUnavailable';

/** PostgreSQL or Redis cannot be reached (api-exception.filter.ts): one shared answer, with Retry-After. */
const serviceUnavailableResponse: ZodOpenApiResponseObject = {
  id: SERVICE_UNAVAILABLE_RESPONSE,
  description:
    'PostgreSQL or Redis cannot be reached: the request changed nothing; try again after Retry-After seconds',
  headers: {
    'Retry-After': {
      description: 'Seconds to wait before trying again',
      required: true,
      schema: { type: 'integer', minimum: 1, example: SERVICE_UNAVAILABLE_RETRY_SECONDS },
    },
  },
  content: {
    'application/json': {
      schema: apiErrorSchema,
      example: { statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE },
    },
  },
};

/**
 * Operations that answer without PostgreSQL or Redis (liveness, and public answers built from configuration
 * alone), so they never give the 503 above; readiness gives its own 503 (below). A route added later is
 * documented with the 503 unless it is listed here.
 */
export const ANSWERS_WITHOUT_RECORDS = new Set([
  'Health.live',
  'Health.ready',
  'Remotes.manifest',
  'ProviderAccounts.info',
]);

const METHODS_WITH_CSRF_HEADER = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/x/:id` (Nest) becomes `/api/x/{id}` (OpenAPI). */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** `ReminderNotifications` becomes `Reminder notifications`. */
const tagOf = (route: ApiRoute) =>
  route.controller.replace(/(?<=[a-z0-9])([A-Z])/g, ' $1').replace(/ [A-Z]/g, (word) => word.toLowerCase());

function responsesOf(route: ApiRoute): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {
    '2XX': route.response
      ? { description: 'Success', content: { 'application/json': { schema: route.response } } }
      : { description: 'Success: the JSON body the client types in libs/contracts (or a file download)' },
  };
  if (route.body || route.query || route.params) {
    responses['400'] = errorResponse('The input broke a rule: `field` names the field, `message` the rule');
  }
  if (!route.isPublic) responses['401'] = errorResponse('No valid session');
  if (route.roles.length > 0 || METHODS_WITH_CSRF_HEADER.has(route.method)) {
    responses['403'] = errorResponse(
      route.roles.length > 0 ? `Signed in, but not as ${route.roles.join(' or ')}` : 'Missing X-Requested-With header',
    );
  }
  if (route.params) responses['404'] = errorResponse("No such record among the caller's own");
  const operationId = `${route.controller}.${route.handler}`;
  if (!ANSWERS_WITHOUT_RECORDS.has(operationId)) responses['503'] = serviceUnavailableResponse;
  if (operationId === 'Health.ready') {
    responses['503'] = { description: 'PostgreSQL or Redis does not answer: the body names which (`checks`)' };
  }
  return responses;
}

function operationOf(route: ApiRoute): ZodOpenApiOperationObject {
  const operation: ZodOpenApiOperationObject = {
    operationId: `${route.controller}.${route.handler}`,
    tags: [tagOf(route)],
    responses: responsesOf(route),
  };
  if (route.isPublic) operation.security = [];
  if (route.roles.length > 0) operation['x-roles'] = route.roles;
  const requestParams: { path?: ZodObjectInput; query?: ZodObjectInput } = {};
  if (route.params) requestParams.path = route.params as ZodObjectInput;
  if (route.query) requestParams.query = route.query as ZodObjectInput;
  if (route.params || route.query) operation.requestParams = requestParams;
  if (route.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: route.body } } };
  }
  if (METHODS_WITH_CSRF_HEADER.has(route.method) && route.path.startsWith('/api')) {
    operation.parameters = [
      {
        name: 'X-Requested-With',
        in: 'header',
        required: false,
        description: 'XMLHttpRequest; required on state-changing calls of a cookie session (CSRF defence)',
        schema: { type: 'string', const: 'XMLHttpRequest' },
      },
    ];
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of the api, built from its route table and the zod schemas each handler
 * validates with (zod-openapi renders them through zod's own JSON Schema conversion).
 */
export function buildOpenApiDocument(routes: ApiRoute[]): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes.filter((r) => !r.path.startsWith(OPENAPI_PATH))) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Anchor API',
      version: '1',
      description:
        'Generated from the route table and the zod schemas of libs/contracts; the committed copy is ' +
        `${OPENAPI_FILE}, kept in step by a test. Request schemas describe input as sent (before coercion).`,
    },
    security: [{ session: [] }, { bearer: [] }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by sign-in or sign-up' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The same session token, for non-browser clients' },
      },
    },
    paths,
  });
}
