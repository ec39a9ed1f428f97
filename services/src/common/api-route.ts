/** A controller route from a shared ApiPath ('/api/x/y' -> 'x/y'): the global 'api' prefix is added by Nest. */
export function apiRoute(path: `/api/${string}`): string {
  return path.slice('/api/'.length);
}
