/**
 * @jest-environment node
 */
// The base query needs only fetch and Response, which Node provides and jsdom does not.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { anchorBaseQuery } from '../base-query';

const queryApi = () => ({ signal: new AbortController().signal }) as BaseQueryApi;

const respond = (status: number, body = '', statusText = '') =>
  jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));

const lastInit = (fetchMock: jest.Mock): RequestInit => fetchMock.mock.calls[0][1];

describe('anchorBaseQuery call conventions', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends cookies, X-Requested-With and no-store, and no JSON content type or Authorization without a body', async () => {
    const fetchMock = respond(200, '{"id":1}');
    global.fetch = fetchMock;

    const result = await anchorBaseQuery('/api/user', queryApi(), {});

    expect(result).toEqual({ data: { id: 1 } });
    const init = lastInit(fetchMock);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.cache).toBe('no-store');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('sets a JSON content type only when a body is present', async () => {
    const fetchMock = respond(200, '{"allowVideoApps":true}');
    global.fetch = fetchMock;

    await anchorBaseQuery({ url: '/api/settings', method: 'PATCH', body: { allowVideoApps: true } }, queryApi(), {});

    const init = lastInit(fetchMock);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"allowVideoApps":true}');
  });

  it('turns a non-OK answer into `${status}: ${body}` and keeps the parsed body', async () => {
    const body = '{"statusCode":401,"message":"Invalid username or password","code":"INVALID_CREDENTIALS"}';
    global.fetch = respond(401, body, 'Unauthorized');

    const result = await anchorBaseQuery({ url: '/api/login', method: 'POST', body: {} }, queryApi(), {});

    expect(result.error).toEqual({ status: 401, message: `401: ${body}`, body: JSON.parse(body) });
  });

  it('uses the status text when the error body is empty', async () => {
    global.fetch = respond(500, '', 'Internal Server Error');

    const result = await anchorBaseQuery('/api/settings', queryApi(), {});

    expect(result.error?.message).toBe('500: Internal Server Error');
  });

  it('reports a network failure as FETCH_ERROR without retrying by default', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    global.fetch = fetchMock;

    const result = await anchorBaseQuery('/api/settings', queryApi(), {});

    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure once when the endpoint opts in, but never an HTTP error', async () => {
    const flaky = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{"id":7}', { status: 200 }));
    global.fetch = flaky;
    expect(await anchorBaseQuery('/api/user', queryApi(), { retryNetworkErrorOnce: true })).toEqual({
      data: { id: 7 },
    });
    expect(flaky).toHaveBeenCalledTimes(2);

    const failing = respond(500, 'boom');
    global.fetch = failing;
    await anchorBaseQuery('/api/user', queryApi(), { retryNetworkErrorOnce: true });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('resolves null for an empty successful answer (204)', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));

    expect(await anchorBaseQuery({ url: '/api/logout', method: 'POST' }, queryApi(), {})).toEqual({ data: null });
  });

  it('gives up on a server that never answers after timeoutMs, as a network failure, and aborts the request', async () => {
    let aborted = false;
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>(() => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
          });
        }),
    ) as unknown as typeof fetch;

    const result = await anchorBaseQuery('/api/assistant/chat', queryApi(), { timeoutMs: 50 });

    expect(result).toEqual({ error: { status: 'FETCH_ERROR', message: 'No answer within 0.05 s' } });
    expect(aborted).toBe(true);
  });
});
