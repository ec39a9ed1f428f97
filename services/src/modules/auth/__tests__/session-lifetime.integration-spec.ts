import { ApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR, MINUTE } from '@anchor/services/test/test-clock';

describe('session lifetime', () => {
  let t: TestApp;
  let n = 0;

  async function signedInBrowser(): Promise<HttpClient> {
    n += 1;
    return (await signUp(t, `user${n}`)).client;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends a session 8 hours after sign-in even when it is used every 20 minutes', async () => {
    const browser = await signedInBrowser();
    for (let elapsed = 20 * MINUTE; elapsed < 8 * HOUR; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await browser.get(ApiPath.user)).status).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    const res = await browser.get(ApiPath.user);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not signed in' });
  });

  it('keeps a session used within 29 minutes', async () => {
    const browser = await signedInBrowser();
    t.clock.advance(29 * MINUTE);
    expect((await browser.get(ApiPath.user)).status).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await browser.get(ApiPath.user)).status).toBe(200);
  });

  it('ends a session left idle for 31 minutes', async () => {
    const browser = await signedInBrowser();
    t.clock.advance(31 * MINUTE);
    expect((await browser.get(ApiPath.user)).status).toBe(401);
  });
});
