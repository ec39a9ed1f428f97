import {
  ApiPath,
  type AuthResponse,
  ProviderApiPath,
  type RecoveryCodes,
  TwoFactorApiPath,
  type TwoFactorSetup,
} from '@anchor/contracts';
import { Authenticator } from '@anchor/services/test/authenticator';
import { HttpClient } from '@anchor/services/test/http-client';
import { authenticatorOf, inviteToken, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { passwordOf } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { InviteProviderUseCase } from '../../provider-portal/use-cases/invite-provider.use-case';
import { SessionService } from '../../auth/session.service';
import { UsersService } from '../../users/users.service';
import { SecurityAuditService } from '../security-audit.service';
import { TwoFactorService } from '../two-factor.service';
import { ResetTwoFactorUseCase } from '../use-cases/reset-two-factor.use-case';

const ENROLMENT_REQUIRED = {
  statusCode: 403,
  error: 'Forbidden',
  code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
  message: 'Provider accounts need two-step sign-in. Set up an authenticator app before opening the provider portal',
};
const WRONG_CODE = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'INVALID_SECOND_FACTOR',
  field: 'code',
  message: 'That code is not right. Check your authenticator app and try again',
};

describe('two-step sign-in for providers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function providerSignUp(username: string): Promise<HttpClient> {
    const invite = await t.app
      .get(InviteProviderUseCase)
      .execute({ email: `${username}@clinic.example`, name: 'Dr Test' });
    const client = new HttpClient(t.baseUrl);
    const res = await client.post<AuthResponse>(ProviderApiPath.signUp, {
      body: { token: inviteToken(invite.signUpUrl), username, password: passwordOf(username) },
    });
    expect(res.status).toBe(201);
    expect(res.body.secondFactor).toBe('enrolment_required');
    return client;
  }

  /** What `npm run auth:reset-two-factor` runs, built from the api's own services (the command has no routes). */
  const adminReset = () =>
    new ResetTwoFactorUseCase(
      t.dataSource,
      t.app.get(UsersService, { strict: false }),
      t.app.get(SessionService, { strict: false }),
      t.app.get(TwoFactorService, { strict: false }),
      t.app.get(SecurityAuditService, { strict: false }),
    );

  const login = (client: HttpClient, username: string) =>
    client.post<AuthResponse>(ApiPath.login, { body: { username, password: passwordOf(username) } });

  it('lets a new provider reach only enrolment, then enrols with a first code and gets 10 recovery codes once', async () => {
    const client = await providerSignUp('dr_enrol');
    expect(await client.get(ProviderApiPath.patients)).toMatchObject({ status: 403, body: ENROLMENT_REQUIRED });
    expect((await client.get(ApiPath.user)).status).toBe(200);
    expect((await client.get(TwoFactorApiPath.twoFactor)).body).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });

    const setup = await client.post<TwoFactorSetup>(TwoFactorApiPath.setup);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Anchor:dr_enrol\?/);
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*>/);
    const wrong = await client.post(TwoFactorApiPath.confirm, { body: { code: '000000' } });
    expect(wrong).toMatchObject({ status: 400, body: WRONG_CODE });
    const badForm = await client.post(TwoFactorApiPath.confirm, { body: { code: '12ab' } });
    expect(badForm).toMatchObject({ status: 400, body: { field: 'code' } });

    const cookieBefore = client.cookies.get('anchor_session');
    const authenticator = new Authenticator(setup.body.secret, () => t.clock.now());
    const confirmed = await client.post<RecoveryCodes>(TwoFactorApiPath.confirm, {
      body: { code: authenticator.nextCode() },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect(confirmed.body.recoveryCodes[0]).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(confirmed.body).not.toHaveProperty('authToken');
    // The session token was replaced: the one from before the code opens nothing.
    expect(client.cookies.get('anchor_session')).not.toBe(cookieBefore);
    const stale = new HttpClient(t.baseUrl);
    stale.cookies.set('anchor_session', cookieBefore ?? '');
    expect((await stale.get(ApiPath.user)).status).toBe(401);

    expect((await client.get(ProviderApiPath.patients)).status).toBe(200);
    expect((await client.get(TwoFactorApiPath.twoFactor)).body).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    expect((await client.post(TwoFactorApiPath.setup)).status).toBe(409);
  });

  it('stores the key encrypted and the recovery codes only as digests', async () => {
    const client = await providerSignUp('dr_rest');
    const setup = await client.post<TwoFactorSetup>(TwoFactorApiPath.setup);
    const authenticator = new Authenticator(setup.body.secret, () => t.clock.now());
    const { body } = await client.post<RecoveryCodes>(TwoFactorApiPath.confirm, {
      body: { code: authenticator.nextCode() },
    });
    const [enrolment] = await t.dataSource.query(
      `SELECT e.secret FROM two_factor_enrolments e JOIN users u ON u.id = e.user_id WHERE u.username = 'dr_rest'`,
    );
    expect(enrolment.secret).toMatch(/^v1:/);
    expect(enrolment.secret).not.toContain(setup.body.secret);
    const hashes: { code_hash: string }[] = await t.dataSource.query(
      `SELECT c.code_hash FROM two_factor_recovery_codes c JOIN users u ON u.id = c.user_id WHERE u.username = 'dr_rest'`,
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(body.recoveryCodes.some((code) => code_hash.includes(code.replace(/-/g, '')))).toBe(false);
    }
  });

  it('asks for a code at sign-in: the session serves nothing else until a right code replaces it', async () => {
    const client = await signedInProvider(t, 'dr_code@clinic.example', 'Dr Code');
    await client.post(ApiPath.logout);
    const res = await login(client, 'dr_code');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'dr_code', secondFactor: 'required' });
    const pending = client.cookies.get('anchor_session');
    expect(await client.get(ApiPath.user)).toMatchObject({
      status: 401,
      body: {
        code: 'SECOND_FACTOR_REQUIRED',
        message: 'Enter the code from your authenticator app to finish signing in',
      },
    });
    expect((await client.get(ProviderApiPath.patients)).status).toBe(401);
    expect(await client.post(ApiPath.loginSecondFactor, { body: { code: '123456' } })).toMatchObject({
      status: 400,
      body: WRONG_CODE,
    });
    expect(await client.post(ApiPath.loginSecondFactor, { body: {} })).toMatchObject({
      status: 400,
      body: { field: 'code' },
    });

    const done = await client.post<AuthResponse>(ApiPath.loginSecondFactor, {
      body: { code: authenticatorOf('dr_code').nextCode() },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ username: 'dr_code', secondFactor: 'complete' });
    expect(client.cookies.get('anchor_session')).not.toBe(pending);
    expect((await client.get(ProviderApiPath.patients)).status).toBe(200);
    const old = new HttpClient(t.baseUrl);
    old.cookies.set('anchor_session', pending ?? '');
    expect((await old.post(ApiPath.loginSecondFactor, { body: { code: '123456' } })).status).toBe(401);
    expect((await client.post(ApiPath.loginSecondFactor, { body: { code: '123456' } })).status).toBe(409);
  });

  it('refuses a code that was already accepted once', async () => {
    const client = await signedInProvider(t, 'dr_replay@clinic.example', 'Dr Replay');
    await client.post(ApiPath.logout);
    await login(client, 'dr_replay');
    const code = authenticatorOf('dr_replay').nextCode();
    expect((await client.post(ApiPath.loginSecondFactor, { body: { code } })).status).toBe(200);
    await client.post(ApiPath.logout);
    await login(client, 'dr_replay');
    expect(await client.post(ApiPath.loginSecondFactor, { body: { code } })).toMatchObject({
      status: 400,
      body: WRONG_CODE,
    });
  });

  it('takes each recovery code once, in place of the app', async () => {
    const invite = await t.app.get(InviteProviderUseCase).execute({ email: 'dr_lost@clinic.example', name: 'Dr Lost' });
    const client = new HttpClient(t.baseUrl);
    await client.post(ProviderApiPath.signUp, {
      body: { token: inviteToken(invite.signUpUrl), username: 'dr_lost', password: passwordOf('dr_lost') },
    });
    const setup = await client.post<TwoFactorSetup>(TwoFactorApiPath.setup);
    const authenticator = new Authenticator(setup.body.secret, () => t.clock.now());
    const { body } = await client.post<RecoveryCodes>(TwoFactorApiPath.confirm, {
      body: { code: authenticator.nextCode() },
    });
    const [first] = body.recoveryCodes;
    await client.post(ApiPath.logout);

    await login(client, 'dr_lost');
    const typed = ` ${first.toUpperCase().replace(/-/g, ' ')} `;
    expect((await client.post(ApiPath.loginSecondFactor, { body: { code: typed } })).status).toBe(200);
    expect((await client.get(TwoFactorApiPath.twoFactor)).body).toMatchObject({ recoveryCodesLeft: 9 });
    await client.post(ApiPath.logout);
    await login(client, 'dr_lost');
    expect(await client.post(ApiPath.loginSecondFactor, { body: { code: first } })).toMatchObject({
      status: 400,
      body: WRONG_CODE,
    });
    expect((await client.post(ApiPath.loginSecondFactor, { body: { code: body.recoveryCodes[1] } })).status).toBe(200);
  });

  it('resets an enrolment by the admin command: sessions end, an audit row is written, enrolment is asked again', async () => {
    const client = await signedInProvider(t, 'dr_reset@clinic.example', 'Dr Reset');
    await adminReset().execute({ username: 'DR_Reset', actor: 'admin command (ops)' });
    expect((await client.get(ProviderApiPath.patients)).status).toBe(401);
    const [audit] = await t.dataSource.query(
      `SELECT username, kind, actor FROM security_audit_events WHERE kind = 'two_factor.reset_by_admin'`,
    );
    expect(audit).toEqual({ username: 'dr_reset', kind: 'two_factor.reset_by_admin', actor: 'admin command (ops)' });
    const again = await login(client, 'dr_reset');
    expect(again.body.secondFactor).toBe('enrolment_required');
    expect((await client.get(ProviderApiPath.patients)).status).toBe(403);
    expect((await client.get(TwoFactorApiPath.twoFactor)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    await expect(adminReset().execute({ username: 'nobody_here', actor: 'ops' })).rejects.toThrow(
      'No account has the username "nobody_here"',
    );
  });

  it('does not let a provider turn two-step sign-in off', async () => {
    const client = await signedInProvider(t, 'dr_keep@clinic.example', 'Dr Keep');
    const res = await client.request('DELETE', TwoFactorApiPath.twoFactor, {
      body: { password: passwordOf('dr_keep'), code: authenticatorOf('dr_keep').nextCode() },
    });
    expect(res).toMatchObject({ status: 403, body: { message: 'Provider accounts cannot turn two-step sign-in off' } });
    expect((await client.get(TwoFactorApiPath.twoFactor)).body).toMatchObject({ enabled: true });
  });
});
