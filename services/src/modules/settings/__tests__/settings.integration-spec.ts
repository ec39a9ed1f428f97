import { ApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('app-permission settings', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'patient-a')).client;
    b = (await signUp(t, 'patient-b')).client;
  });
  afterAll(() => t.close());

  it('starts with every app allowed and mood noticing on', async () => {
    const res = await a.get(ApiPath.settings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      allowVideoApps: true,
      allowVoiceApps: true,
      allowMessageApps: true,
      noticeMoodsInChat: true,
    });
  });

  it("changes only the caller's settings", async () => {
    const patched = await a.patch(ApiPath.settings, { body: { allowVideoApps: false } });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      allowVideoApps: false,
      allowVoiceApps: true,
      allowMessageApps: true,
      noticeMoodsInChat: true,
    });
    expect((await a.get(ApiPath.settings)).body).toMatchObject({ allowVideoApps: false });
    expect((await b.get(ApiPath.settings)).body).toEqual({
      allowVideoApps: true,
      allowVoiceApps: true,
      allowMessageApps: true,
      noticeMoodsInChat: true,
    });
  });

  it('rejects unknown fields, wrong types and empty patches with 400', async () => {
    const unknown = await a.patch(ApiPath.settings, { body: { userId: 2, allowVoiceApps: false } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'userId' });
    const wrongType = await a.patch(ApiPath.settings, { body: { allowVoiceApps: 'no' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ field: 'allowVoiceApps' });
    expect((await a.patch(ApiPath.settings, { body: {} })).status).toBe(400);
    expect((await b.get(ApiPath.settings)).body).toMatchObject({ allowVoiceApps: true });
  });
});
