import {
  ApiPath,
  AssessmentApiPath,
  type AssessmentResult,
  type AuthResponse,
  type Pcl5Answer,
  ProviderApiPath,
  type RecoveryCodes,
  TwoFactorApiPath,
  type TwoFactorSetup,
} from '@anchor/contracts';
import { InviteProviderUseCase } from '../src/modules/provider-portal/use-cases/invite-provider.use-case';
import { ProviderRequestsService } from '../src/modules/providers/provider-requests.service';
import { UsersService } from '../src/modules/users/users.service';
import { Authenticator } from './authenticator';
import { HttpClient } from './http-client';
import { passwordOf, signIn, signUp } from './sign-up';
import type { TestApp } from './test-app';

/** Twenty answers (0-4 each) that add up to `score`. */
export function answersFor(score: number): Pcl5Answer[] {
  return Array.from({ length: 20 }, (_, index) => Math.max(0, Math.min(4, score - index * 4)) as Pcl5Answer);
}

/** The token part of a sign-up link (`…/#invite=<token>`). */
export function inviteToken(signUpUrl: string): string {
  return new URL(signUpUrl).hash.replace(/^#invite=/, '');
}

/** The authenticator each account enrolled in these tests, by username, so a test can sign it in again. */
const authenticators = new Map<string, Authenticator>();

export function authenticatorOf(username: string): Authenticator {
  const authenticator = authenticators.get(username);
  if (!authenticator) throw new Error(`${username} has not enrolled an authenticator in this test`);
  return authenticator;
}

/**
 * Enrols an authenticator on a signed-in client (setup, then the first code), keeps it for later sign-ins, and
 * returns the recovery codes.
 */
export async function enrolAuthenticator(t: TestApp, client: HttpClient, username: string): Promise<string[]> {
  const setup = await client.post<TwoFactorSetup>(TwoFactorApiPath.setup);
  if (setup.status !== 200) throw new Error(`two-factor setup failed: ${setup.status} ${setup.text}`);
  const authenticator = new Authenticator(setup.body.secret, () => t.clock.now());
  const confirmed = await client.post<RecoveryCodes>(TwoFactorApiPath.confirm, {
    body: { code: authenticator.nextCode() },
  });
  if (confirmed.status !== 200) throw new Error(`two-factor confirm failed: ${confirmed.status} ${confirmed.text}`);
  authenticators.set(username, authenticator);
  return confirmed.body.recoveryCodes;
}

/**
 * A provider account made the only way there is: an admin's invitation, then sign-up, then an authenticator
 * enrolled (providers reach nothing else without one). The username is the address's local part.
 */
export async function signedInProvider(t: TestApp, email: string, name: string): Promise<HttpClient> {
  const invite = await t.app.get(InviteProviderUseCase).execute({ email, name });
  const client = new HttpClient(t.baseUrl);
  const username = email.split('@')[0];
  const res = await client.post(ProviderApiPath.signUp, {
    body: { token: inviteToken(invite.signUpUrl), username, password: passwordOf(username) },
  });
  if (res.status !== 201) throw new Error(`provider sign-up failed: ${res.status} ${res.text}`);
  await enrolAuthenticator(t, client, username);
  return client;
}

/** Signs in with the password, then the next code of the account's authenticator. */
export async function signInWithCode(client: HttpClient, username: string): Promise<HttpClient> {
  const login = await client.post<AuthResponse>(ApiPath.login, { body: { username, password: passwordOf(username) } });
  if (login.status !== 200) throw new Error(`signing in ${username} failed: ${login.status} ${login.text}`);
  const second = await client.post(ApiPath.loginSecondFactor, { body: { code: authenticatorOf(username).nextCode() } });
  if (second.status !== 200) throw new Error(`second factor of ${username} failed: ${second.status} ${second.text}`);
  return client;
}

/**
 * A patient who named `providerEmail`, turned sharing on, and shares nothing yet. The provider account whose
 * verified address that is (if one exists) accepts the request, as it would in the portal.
 */
export async function patientOf(t: TestApp, username: string, providerEmail: string): Promise<HttpClient> {
  const { client } = await signUp(t, username);
  await client.request('PUT', AssessmentApiPath.provider, { body: { providerEmail } });
  await client.patch(AssessmentApiPath.preferences, { body: { healthcareProviderSharing: true } });
  await acceptWaitingRequests(t, providerEmail);
  return client;
}

/** The provider account holding `providerEmail` accepts every request waiting for it; returns how many. */
export async function acceptWaitingRequests(t: TestApp, providerEmail: string): Promise<number> {
  const [row] = await t.dataSource.query<{ id: number }[]>(
    `SELECT id FROM users WHERE role = 'provider' AND lower(email) = lower($1)`,
    [providerEmail],
  );
  const provider = row ? await t.app.get(UsersService).findById(row.id) : null;
  if (!provider) return 0;
  const requests = t.app.get(ProviderRequestsService);
  const waiting = await requests.waiting(provider);
  for (const request of waiting) await requests.accept(provider, request.id);
  return waiting.length;
}

/** Marks the account's current address as proven, as a verification message would (by username). */
export async function verifyEmailOf(t: TestApp, username: string): Promise<void> {
  await t.dataSource.query('UPDATE users SET email_verified_at = now() WHERE username = $1', [username]);
}

/** Submits a PCL-5 with this total and shares it; returns the share's id. */
export async function shareScore(client: HttpClient, score: number): Promise<number> {
  const submitted = await client.post<AssessmentResult>(AssessmentApiPath.assessments, {
    body: { responses: answersFor(score) },
  });
  if (submitted.status !== 201) throw new Error(`submit failed: ${submitted.status} ${submitted.text}`);
  const shared = await client.post<{ id: number }>(AssessmentApiPath.providerSharing, {
    body: { assessmentId: submitted.body.id, assessmentType: 'pcl5', shareWithProvider: true },
  });
  if (shared.status !== 201) throw new Error(`share failed: ${shared.status} ${shared.text}`);
  return shared.body.id;
}

/** Signs the same account in again (after the test clock moved past its session), with a code when it enrolled. */
export async function signInAgain(client: HttpClient, username: string): Promise<void> {
  if (authenticators.has(username)) await signInWithCode(client, username);
  else await signIn(client, username);
}

/** A file the API sends (a PDF), as bytes, fetched with this client's session cookie. */
export async function download(t: Pick<TestApp, 'baseUrl'>, client: HttpClient, path: string): Promise<ArrayBuffer> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { Cookie: cookie } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.arrayBuffer();
}
