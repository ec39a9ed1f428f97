import { ApiPath } from '@anchor/contracts';
import { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/** A new account on the test app, signed in: the client keeps its session cookie. */
export async function signedInClient(t: TestApp, username: string): Promise<HttpClient> {
  const client = new HttpClient(t.baseUrl);
  const res = await client.post(ApiPath.register, { body: { username, password: `${username}-password` } });
  if (res.status !== 201) throw new Error(`registering ${username} failed: ${res.status} ${res.text}`);
  return client;
}
