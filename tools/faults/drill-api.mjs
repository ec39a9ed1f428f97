// The restore drill's calls to the API, as a signed-in client (the session token as a Bearer token) or signed out.
import { jsonHeaders } from '../bench-infra.mjs';

/** One call; answers the JSON body (null when none) and throws on any status of 300 or above. */
export async function send(base, token, method, path, body) {
  const csv = typeof body === 'string';
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...jsonHeaders,
      ...(csv ? { 'Content-Type': 'text/csv' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined || csv ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const json = await response.json().catch(() => null);
  if (response.status >= 400) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A read whose status matters as much as its body (after the restore, and a refused read before it). */
export async function get(base, path, token) {
  const response = await fetch(`${base}${path}`, { headers: { ...jsonHeaders, Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json().catch(() => null) };
}
