import { ApiPath, type PublicUser, type RegisterRequest } from '@anchor/contracts';
import { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/** A password the sign-up policy accepts, derived from the username so a test can sign in again. */
export const passwordOf = (username: string) => `${username} keeps a lantern by the harbour`;

export interface SignedUp {
  /** The browser that signed up: it keeps the session cookie. */
  client: HttpClient;
  userId: number;
  username: string;
  password: string;
}

/**
 * The one way API tests make an account: `POST /api/register` as the web client does (the session cookie
 * stays on the returned client). Tests of sign-up itself call the endpoint directly; everything else
 * uses this, so a change to sign-up is made here once.
 */
export async function signUp(
  t: Pick<TestApp, 'baseUrl'>,
  username: string,
  extra: Omit<RegisterRequest, 'username' | 'password'> & { password?: string } = {},
): Promise<SignedUp> {
  const client = new HttpClient(t.baseUrl);
  const password = extra.password ?? passwordOf(username);
  const response = await client.post<PublicUser>(ApiPath.register, { body: { ...extra, username, password } });
  if (response.status !== 201) throw new Error(`signing up ${username} failed: ${response.status} ${response.text}`);
  return { client, userId: response.body.id, username, password };
}

/** Signs an existing account in on `client` (a new browser, or one whose session the test clock ended). */
export async function signIn(
  client: HttpClient,
  username: string,
  password: string = passwordOf(username),
): Promise<HttpClient> {
  const response = await client.post(ApiPath.login, { body: { username, password } });
  if (response.status !== 200) throw new Error(`signing in ${username} failed: ${response.status} ${response.text}`);
  return client;
}
