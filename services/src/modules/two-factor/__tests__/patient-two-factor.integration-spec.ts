import { ApiPath, type AuthResponse, type RecoveryCodes, TwoFactorApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { authenticatorOf, enrolAuthenticator, signInAgain } from '@anchor/services/test/provider-test-kit';
import { passwordOf, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('two-step sign-in, optional for patients', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (client: HttpClient, username: string) =>
    client.post<AuthResponse>(ApiPath.login, { body: { username, password: passwordOf(username) } });

  it('signs a patient in with a password alone until they turn it on', async () => {
    const { client } = await signUp(t, 'pat_plain');
    expect((await client.get(TwoFactorApiPath.twoFactor)).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    expect((await login(new HttpClient(t.baseUrl), 'pat_plain')).body.secondFactor).toBe('off');
  });

  it('turns it on, asks for a code at sign-in, replaces the recovery codes, and turns it off with password and code', async () => {
    const { client } = await signUp(t, 'pat_opt');
    const other = new HttpClient(t.baseUrl);
    await login(other, 'pat_opt');
    const firstCodes = await enrolAuthenticator(t, client, 'pat_opt');
    expect(firstCodes).toHaveLength(10);
    // Turning it on ends every other session.
    expect((await other.get(ApiPath.user)).status).toBe(401);
    expect((await client.get(ApiPath.user)).status).toBe(200);

    const fresh = new HttpClient(t.baseUrl);
    expect((await login(fresh, 'pat_opt')).body.secondFactor).toBe('required');
    expect((await fresh.get(ApiPath.settings)).status).toBe(401);
    await signInAgain(fresh, 'pat_opt');
    expect((await fresh.get(ApiPath.settings)).status).toBe(200);

    expect(await client.post(TwoFactorApiPath.recoveryCodes, { body: { code: '000000' } })).toMatchObject({
      status: 400,
      body: { field: 'code' },
    });
    const replaced = await client.post<RecoveryCodes>(TwoFactorApiPath.recoveryCodes, {
      body: { code: authenticatorOf('pat_opt').nextCode() },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.recoveryCodes).toHaveLength(10);
    expect(replaced.body.recoveryCodes).not.toContain(firstCodes[0]);
    const withOldCode = new HttpClient(t.baseUrl);
    await login(withOldCode, 'pat_opt');
    expect((await withOldCode.post(ApiPath.loginSecondFactor, { body: { code: firstCodes[0] } })).status).toBe(400);

    const wrongPassword = await client.request('DELETE', TwoFactorApiPath.twoFactor, {
      body: { password: 'not my password', code: replaced.body.recoveryCodes[0] },
    });
    expect(wrongPassword).toMatchObject({
      status: 403,
      body: { field: 'password', message: 'Current password is incorrect' },
    });
    const wrongCode = await client.request('DELETE', TwoFactorApiPath.twoFactor, {
      body: { password: passwordOf('pat_opt'), code: '000000' },
    });
    expect(wrongCode).toMatchObject({ status: 400, body: { field: 'code' } });
    const off = await client.request('DELETE', TwoFactorApiPath.twoFactor, {
      body: { password: passwordOf('pat_opt'), code: replaced.body.recoveryCodes[0] },
    });
    expect(off.status).toBe(204);
    expect((await login(new HttpClient(t.baseUrl), 'pat_opt')).body.secondFactor).toBe('off');
    const kinds: { kind: string; actor: string }[] = await t.dataSource.query(
      `SELECT kind, actor FROM security_audit_events WHERE username = 'pat_opt' ORDER BY id`,
    );
    expect(kinds).toEqual([
      { kind: 'two_factor.enabled', actor: 'self' },
      { kind: 'two_factor.recovery_codes_replaced', actor: 'self' },
      { kind: 'two_factor.disabled', actor: 'self' },
    ]);
  });

  it('answers 409 with a sentence to a confirm before setup and a removal while off', async () => {
    const { client } = await signUp(t, 'pat_order');
    expect(await client.post(TwoFactorApiPath.confirm, { body: { code: '123456' } })).toMatchObject({
      status: 409,
      body: { message: 'Start setting up two-step sign-in first: the code is checked against the key shown then' },
    });
    const off = await client.request('DELETE', TwoFactorApiPath.twoFactor, {
      body: { password: passwordOf('pat_order'), code: '123456' },
    });
    expect(off).toMatchObject({ status: 409, body: { message: 'Two-step sign-in is not on for this account' } });
  });
});
