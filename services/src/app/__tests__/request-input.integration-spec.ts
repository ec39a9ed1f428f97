import { AccountApiPath, ApiPath, MoodApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('control characters and deep nesting in requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowCount = async (table: string) =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  it.each([
    ['register', 'username', ApiPath.register, { username: 'nul\u0000user', password: 'long-enough-1' }],
    ['register', 'password', ApiPath.register, { username: 'bell_user', password: 'long\u0007enough' }],
    ['login', 'username', ApiPath.login, { username: 'someone\u0000', password: 'whatever-1' }],
    ['login', 'password', ApiPath.login, { username: 'someone', password: 'what\u001bever' }],
  ])('answers a control character on anonymous %s with a 400 naming %s', async (_name, field, path, body) => {
    const users = await rowCount('users');
    const res = await new HttpClient(t.baseUrl).post(path, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message: `${field}: must not contain control characters` });
    expect(await rowCount('users')).toBe(users);
  });

  it('names the nested field holding a NUL and writes nothing', async () => {
    const client = (await signUp(t, 'nul_notes')).client;
    const before = await rowCount('mood_entries');
    const res = await client.post(MoodApiPath.entries, { body: { mood: 5, notes: 'calm\u0000' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'notes', message: 'notes: must not contain control characters' });
    expect(await rowCount('mood_entries')).toBe(before);
  });

  it('keeps line breaks and tabs in free text', async () => {
    const client = (await signUp(t, 'line_breaks')).client;
    const res = await client.post(MoodApiPath.entries, { body: { mood: 5, notes: 'first line\n\tsecond line\r\n' } });
    expect(res.status).toBe(201);
  });

  it('answers a control character in a query parameter with a 400 naming it', async () => {
    const client = (await signUp(t, 'nul_query')).client;
    const res = await client.get(`${AccountApiPath.export}?format=json%00`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'format', message: 'format: must not contain control characters' });
  });

  it('answers a body nested thousands deep with a 400, never a crash', async () => {
    const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    const res = await new HttpClient(t.baseUrl).post(ApiPath.login, { rawBody: deep });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/nested too deeply/);
  });
});
