import type { ApiRequest } from './base-query';
import { apiUrl } from './api-origin';

/**
 * A page being closed or reloaded cancels ordinary requests; `keepalive` is the one way what a person typed in the
 * last moment still reaches the server. Same cookie session and CSRF header as every API call; the answer is not read.
 */
export function sendOnPageClose({ url, method = 'PUT', body }: ApiRequest): void {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  void fetch(apiUrl(url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
