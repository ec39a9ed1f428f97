import { AccountApiPath, ApiPath, AuthMessages } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('password rules on sign-up and password change', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (username: string, password: string) =>
    new HttpClient(t.baseUrl).post(ApiPath.register, { body: { username, password } });

  it.each(['password1', '12345678', 'qwertyuiop', 'iloveyou1'])(
    'refuses the common password %s on sign-up, saying why',
    async (password) => {
      const res = await register(`common_${password}`, password);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'password', message: `password: ${AuthMessages.passwordTooCommon}` });
    },
  );

  it('refuses a password that is the username, whatever its case', async () => {
    const res = await register('Riverbend-Lantern', 'riverbend-lantern');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'password', message: `password: ${AuthMessages.passwordIsUsername}` });
  });

  it('accepts a long, uncommon passphrase', async () => {
    expect((await register('phrase_user', 'quiet harbor lantern')).status).toBe(201);
  });

  it('refuses a new password equal to the current one, or a common one', async () => {
    const client = new HttpClient(t.baseUrl);
    await client.post(ApiPath.register, { body: { username: 'changer', password: 'steady-harbor-42' } });
    const same = await client.post(AccountApiPath.password, {
      body: { currentPassword: 'steady-harbor-42', newPassword: 'steady-harbor-42' },
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      field: 'newPassword',
      message: `newPassword: ${AuthMessages.passwordUnchanged}`,
    });
    const common = await client.post(AccountApiPath.password, {
      body: { currentPassword: 'steady-harbor-42', newPassword: 'password1' },
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ field: 'newPassword' });
    const fine = await client.post(AccountApiPath.password, {
      body: { currentPassword: 'steady-harbor-42', newPassword: 'another quiet morning' },
    });
    expect(fine.status).toBe(204);
  });
});
