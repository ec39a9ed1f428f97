/**
 * A fake global `fetch` for component tests: the only thing we replace is the network.
 * Routes are 'METHOD /path'; each answers with a status and a JSON body, or throws to act as a network failure.
 */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Sent as is instead of JSON (a file download). */
  text?: string;
  headers?: Record<string, string>;
}

export type FakeRoute = FakeAnswer | ((requestBody: unknown) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** Sent to outlive the page (a save as it closes). */
  keepalive: boolean;
}

/** A promise the test resolves later, to hold a request "in flight". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

export function installFakeFetch(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const sentHeaders = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, body, headers: sentHeaders, keepalive: init.keepalive === true });
    const route = routes[`${method} ${url}`];
    if (!route) throw new TypeError(`Failed to fetch (no fake route for ${method} ${url})`);
    const answer = typeof route === 'function' ? await route(body) : route;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    // Just enough of Response for the shared base query; jsdom has no Response of its own.
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      statusText: '',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      body: null,
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const callsTo = (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url);
  return { calls, callsTo };
}
