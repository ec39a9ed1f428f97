import { request as httpRequest } from 'node:http';
import { ApiPath, HEALTH_CSV_MAX_BYTES, HealthMetricsApiPath, MoodApiPath, SESSION_COOKIE } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

interface EarlyAnswer {
  status: number;
  body: { message?: string };
}

/**
 * Announces a CSV body of almost 5 MB and sends only its first line, then waits: a server that reads the body
 * before deciding would wait for the rest, and the request would time out instead of answering.
 */
function sendFirstLineOfCsv(baseUrl: string, path: string, cookie?: string): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = {
    'Content-Type': 'text/csv',
    'Content-Length': String(HEALTH_CSV_MAX_BYTES - 1),
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (cookie) headers.Cookie = cookie;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port: Number(port), method: 'POST', path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error(`POST ${path} waited for the rest of the body`)));
    req.write('date,steps\n');
  });
}

function cookieOf(client: HttpClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('CSV bodies', () => {
  let t: TestApp;
  let client: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = (await signUp(t, 'csv_uploader')).client;
  });
  afterAll(() => t.close());

  it('answers an anonymous CSV import with 401 before reading the file', async () => {
    const res = await sendFirstLineOfCsv(t.baseUrl, HealthMetricsApiPath.import);
    expect(res).toEqual({ status: 401, body: expect.objectContaining({ message: 'Not signed in' }) });
  });

  it('answers a CSV import with a dead session cookie with 401 before reading the file', async () => {
    const res = await sendFirstLineOfCsv(t.baseUrl, HealthMetricsApiPath.import, `${SESSION_COOKIE}=not-a-session`);
    expect(res.status).toBe(401);
  });

  it.each([
    ['a signed-in caller', MoodApiPath.entries, true],
    ['an anonymous caller', ApiPath.login, false],
  ])('answers a CSV body from %s to any other route with 415, without reading it', async (_who, path, signedIn) => {
    const res = await sendFirstLineOfCsv(t.baseUrl, path, signedIn ? cookieOf(client) : undefined);
    expect(res).toEqual({
      status: 415,
      body: expect.objectContaining({
        message: `Content-Type text/csv is accepted only by POST ${HealthMetricsApiPath.import}.`,
      }),
    });
  });

  it('still imports a CSV file from a signed-in caller', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const res = await client.post(HealthMetricsApiPath.import, {
      rawBody: `date,steps\n${yesterday},4000\n`,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(201);
  });
});
