import { ApiPath, ProviderApiPath, TwoFactorApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { enrolAuthenticator, inviteToken, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { fillParams, type ApiRoute, apiRoutes } from '@anchor/services/test/security/route-table';
import { passwordOf, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { InviteProviderUseCase } from '../../provider-portal/use-cases/invite-provider.use-case';

/** What a provider without an authenticator may still call: who am I, and enrolment. */
const OPEN_FOR_ENROLMENT = new Set([
  `GET ${ApiPath.user}`,
  `GET ${TwoFactorApiPath.twoFactor}`,
  `POST ${TwoFactorApiPath.setup}`,
  `POST ${TwoFactorApiPath.confirm}`,
  `POST ${ApiPath.loginSecondFactor}`,
]);

const key = (route: ApiRoute) => `${route.method} ${route.path}`;

describe('the second-factor rule on every route of the route table', () => {
  let t: TestApp;
  let routes: ApiRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = apiRoutes(t.app).filter((route) => !route.isPublic);
  });
  afterAll(() => t.close());

  const send = (client: HttpClient, route: ApiRoute) =>
    client.request(route.method, fillParams(route.path, 1), { body: route.body ? {} : undefined });

  it('answers 403 with a sentence to a provider without an authenticator on every route but enrolment', async () => {
    const invite = await t.app.get(InviteProviderUseCase).execute({ email: 'dr_new@clinic.example', name: 'Dr New' });
    const provider = new HttpClient(t.baseUrl);
    await provider.post(ProviderApiPath.signUp, {
      body: { token: inviteToken(invite.signUpUrl), username: 'dr_new', password: passwordOf('dr_new') },
    });
    const reached: string[] = [];
    for (const route of routes.filter((r) => !OPEN_FOR_ENROLMENT.has(key(r)))) {
      const res = await send(provider, route);
      const body = res.body as { code?: string };
      if (res.status !== 403 || body.code !== 'TWO_FACTOR_ENROLMENT_REQUIRED')
        reached.push(`${key(route)} -> ${res.status}`);
    }
    expect(reached).toEqual([]);
    expect((await provider.get(ApiPath.user)).status).toBe(200);
  });

  it('answers 401 to a session waiting for its code on every route but the code step', async () => {
    const { client } = await signUp(t, 'pat_pending');
    await enrolAuthenticator(t, client, 'pat_pending');
    const pending = new HttpClient(t.baseUrl);
    await pending.post(ApiPath.login, { body: { username: 'pat_pending', password: passwordOf('pat_pending') } });
    const reached: string[] = [];
    for (const route of routes.filter((r) => key(r) !== `POST ${ApiPath.loginSecondFactor}`)) {
      const res = await send(pending, route);
      const body = res.body as { code?: string };
      if (res.status !== 401 || body.code !== 'SECOND_FACTOR_REQUIRED') reached.push(`${key(route)} -> ${res.status}`);
    }
    expect(reached).toEqual([]);
  });

  it('lets an enrolled provider past the rule (the role rules still apply)', async () => {
    const provider = await signedInProvider(t, 'dr_done@clinic.example', 'Dr Done');
    expect((await provider.get(ProviderApiPath.patients)).status).toBe(200);
  });
});
