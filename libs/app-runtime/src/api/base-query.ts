import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';
import { apiUrl } from './api-origin';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

export interface ApiExtraOptions {
  /** Retry once, but only when the network failed (never on an HTTP error answer). */
  retryNetworkErrorOnce?: boolean;
  /** Give up after this long without an answer, as a network failure (a server that accepts and never answers). */
  timeoutMs?: number;
}

const parseJson = (text: string): unknown => (text ? JSON.parse(text) : null);

const toRequest = (args: string | ApiRequest): ApiRequest => (typeof args === 'string' ? { url: args } : args);

async function send({ url, method = 'GET', body }: ApiRequest, signal: AbortSignal): Promise<Response> {
  // Cookie session: no Authorization header. The custom header is the server's CSRF check.
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  const hasBody = body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl(url), {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
}

/** The request, abandoned (and aborted) when no answer has come within `timeoutMs`. */
async function sendWithin(request: ApiRequest, signal: AbortSignal, timeoutMs: number | undefined): Promise<Response> {
  if (timeoutMs === undefined) return send(request, signal);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`No answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([send(request, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

async function toResult(response: Response) {
  const text = await response.text();
  if (!response.ok) {
    let body: ApiError['body'];
    try {
      body = parseJson(text) as ApiError['body'];
    } catch {
      body = undefined;
    }
    const error: ApiError = { status: response.status, message: `${response.status}: ${text || response.statusText}` };
    if (body && typeof body === 'object') error.body = body;
    return { error };
  }
  try {
    return { data: parseJson(text) };
  } catch {
    const error: ApiError = { status: 'PARSING_ERROR', message: `${response.status}: ${text}` };
    return { error };
  }
}

const networkError = (cause: unknown): ApiError => ({
  status: 'FETCH_ERROR',
  message: cause instanceof Error ? cause.message : String(cause),
});

/** The call conventions shared by every `/api` call. */
export const anchorBaseQuery: BaseQueryFn<string | ApiRequest, unknown, ApiError, ApiExtraOptions> = async (
  args,
  { signal },
  extraOptions = {},
) => {
  const request = toRequest(args);
  const attempts = extraOptions.retryNetworkErrorOnce ? 2 : 1;
  let lastError: ApiError = networkError('Request not sent');
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    let response: Response;
    try {
      response = await sendWithin(request, signal, extraOptions.timeoutMs);
    } catch (cause) {
      lastError = networkError(cause);
      if (signal.aborted) break;
      continue;
    }
    return toResult(response);
  }
  return { error: lastError };
};
