import { ApiPath } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('bad input on sign-up and sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const browser = () => new HttpClient(t.baseUrl);

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const res = await browser().post(ApiPath.register, { rawBody: '{"username": "x", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Request body is not valid JSON' });
    expect(await t.dataSource.getRepository(UserEntity).count()).toBe(0);
  });

  it('names the field when a value has the wrong type', async () => {
    const res = await browser().post(ApiPath.login, { body: { username: 123, password: 'whatever' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'username' });
    expect((res.body as { message: string }).message).toMatch(/^username: /);
  });

  it("uses the spec's message for a missing password", async () => {
    const res = await browser().post(ApiPath.register, { body: { username: 'someone' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'password: Password is required',
      field: 'password',
    });
  });

  it("uses the spec's message for a missing username on sign-in", async () => {
    const res = await browser().post(ApiPath.login, { body: { username: '   ', password: 'x' } });
    expect(res.body).toMatchObject({ message: 'username: Username is required', field: 'username' });
  });

  it('accepts a registration without first and last name (optional on the server) and stores them as null', async () => {
    const res = await browser().post(ApiPath.register, {
      body: { username: 'nameless', password: 'long-enough', firstName: '  ', email: '' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ firstName: null, lastName: null, email: null });
  });

  it('rejects an invalid email naming the field', async () => {
    const res = await browser().post(ApiPath.register, {
      body: { username: 'mailer', password: 'long-enough', email: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'email', message: 'email: Enter a valid email address' });
  });

  it('answers an empty body with 400, not 500', async () => {
    const res = await browser().post(ApiPath.login);
    expect(res.status).toBe(400);
  });

  it('refuses a state-changing call without X-Requested-With or a Bearer token (CSRF)', async () => {
    const res = await browser().post(ApiPath.login, { body: { username: 'a', password: 'b' }, noCsrfHeader: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Missing X-Requested-With header' });
    const withBearer = await browser().post(ApiPath.logout, {
      noCsrfHeader: true,
      headers: { Authorization: 'Bearer some-token' },
    });
    expect(withBearer.status).toBe(204);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await browser().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
