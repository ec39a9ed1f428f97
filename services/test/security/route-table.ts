import type { ApiRoute } from '../../src/app/openapi/api-routes';

// The route table is the api's own (it also builds the OpenAPI document); the suite adds what it needs.
export { apiRoutes, type ApiRoute } from '../../src/app/openapi/api-routes';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(route: ApiRoute): boolean {
  return STATE_CHANGING.has(route.method);
}

/** The path with every parameter filled. */
export function fillParams(path: string, value: string | number): string {
  return path.replace(/:[A-Za-z]+/g, encodeURIComponent(String(value)));
}
