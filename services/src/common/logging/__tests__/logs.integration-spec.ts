import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import {
  AccountApiPath,
  ApiPath,
  AssistantApiPath,
  MoodApiPath,
  NotificationApiPath,
  SafetyPlanApiPath,
  withId,
  type MedicationReminderResponse,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { rawRequest } from '@anchor/services/test/raw-request';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  context?: string;
  security?: boolean;
  event?: string;
  status?: number;
  statusCode?: number;
  method?: string;
  route?: string;
  [key: string]: unknown;
}

/** The structured logs, read as the api writes them (LOG_LEVEL=verbose: every level on). */
describe('structured logs: request ids, redaction, security events', () => {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  let t: TestApp;
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

  // Markers that must never reach a log line.
  const password = 'Lantern harbour quiet 93';
  const wrongPassword = 'Wrong guess lantern 17';
  const newPassword = 'Copper kettle morning 58';
  const notes = 'nightmare about the convoy 4471';
  const failingNotes = 'flashback on the bridge 9182';
  const plan = 'call my sister Ruth 6630';
  const chat = 'I could not sleep after the fireworks 2208';
  const secrets: string[] = [password, wrongPassword, newPassword, notes, failingNotes, plan, chat];

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'verbose' }, { logDestination: sink });
  });
  afterAll(() => t.close());

  it('writes JSON lines with a request id on every request line, and no secret or health datum at any level', async () => {
    const alice = new HttpClient(t.baseUrl);
    const registered = await alice.post<{ id: number }>(ApiPath.register, {
      body: { username: 'loggedalice', password },
    });
    expect(registered.status).toBe(201);
    secrets.push(...alice.cookies.values());

    const stranger = new HttpClient(t.baseUrl);
    const failed = await stranger.post(ApiPath.login, { body: { username: 'loggedalice', password: wrongPassword } });
    expect(failed.status).toBe(401);
    // A non-browser client (no Origin, no Sec-Fetch-*): the token comes in the body.
    const nativeLogin = await rawRequest(t.baseUrl, 'POST', ApiPath.login, {
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ username: 'loggedalice', password }),
    });
    expect(nativeLogin.status).toBe(200);
    const signedIn = { body: JSON.parse(nativeLogin.text) as { authToken: string } };
    secrets.push(signedIn.body.authToken);

    expect((await alice.post(MoodApiPath.entries, { body: { mood: 2, notes } })).status).toBe(201);
    const planSteps = {
      warningSigns: plan,
      internalCoping: '',
      distractions: '',
      helpers: '',
      professionals: '',
      safeEnvironment: '',
    };
    expect((await alice.put(SafetyPlanApiPath.plan, { body: planSteps })).status).toBe(200);
    const reply = await alice.post<{ response?: string; message?: string }>(AssistantApiPath.chat, {
      body: { message: chat, userContext: { conversationId: randomUUID() } },
    });
    expect(reply.status).toBe(200);
    const replyText = reply.body.response ?? reply.body.message;
    if (typeof replyText === 'string' && replyText.length >= 24) secrets.push(replyText);

    const bearer = await new HttpClient(t.baseUrl).get(ApiPath.user, {
      headers: { Authorization: `Bearer ${signedIn.body.authToken}` },
    });
    expect(bearer.status).toBe(200);

    // Someone else's id: 404, logged as refused access.
    const medication = await alice.post<MedicationReminderResponse>(NotificationApiPath.medicationReminder, {
      body: { medicationName: 'Prazosin', time: '21:00', dosage: '1 mg' },
    });
    const bob = new HttpClient(t.baseUrl);
    await bob.post(ApiPath.register, { body: { username: 'loggedbob', password: 'Velvet orchard sunrise 44' } });
    const foreign = await bob.request('DELETE', withId(NotificationApiPath.medication, medication.body.medicationId));
    expect(foreign.status).toBe(404);
    // A forged cross-site request: 403.
    expect((await alice.post(MoodApiPath.entries, { body: { mood: 3 }, noCsrfHeader: true })).status).toBe(403);

    expect(
      (await alice.post(AccountApiPath.password, { body: { currentPassword: password, newPassword } })).status,
    ).toBeLessThan(300);

    // A 500 whose driver error carries the query's parameters: only type, message and stack are logged.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_mood() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused for the log test'; END $$;
      CREATE TRIGGER refuse_mood BEFORE INSERT ON mood_entries FOR EACH ROW EXECUTE FUNCTION refuse_mood();`);
    expect((await alice.post(MoodApiPath.entries, { body: { mood: 1, notes: failingNotes } })).status).toBe(500);
    await t.dataSource.query(`DROP TRIGGER refuse_mood ON mood_entries; DROP FUNCTION refuse_mood()`);
    expect((await alice.post(ApiPath.logout)).status).toBe(204);

    // An object someone logs by mistake is redacted by key.
    new Logger('Test').verbose({ password, nested: { notes, token: secrets[7] } });
    // A driver error logged as an object, at every level: its type, message and stack only, never the query or
    // its parameters (the exception filter logs a stack line; a use-case may log the error itself).
    const driverError = new QueryFailedError(
      'INSERT INTO mood_entries (notes) VALUES ($1)',
      [failingNotes],
      new Error('refused for the log test'),
    );
    for (const level of ['error', 'warn', 'log', 'debug', 'verbose'] as const) new Logger('Driver')[level](driverError);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const parsed = lines();
    expect(parsed.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      const leaks = raw.filter((line) => line.includes(secret));
      expect([secret, leaks]).toEqual([secret, []]);
    }
    expect(raw.some((line) => line.includes('"parameters"'))).toBe(false);
    const driverLines = parsed.filter((line) => line.context === 'Driver');
    expect(driverLines.map((line) => (line.err as { msg?: string } | undefined)?.msg)).toEqual(
      Array(5).fill('refused for the log test'),
    );
    const mistake = parsed.find((line) => line.context === 'Test');
    expect(mistake).toMatchObject({ password: '[redacted]', nested: { notes: '[redacted]', token: '[redacted]' } });

    // Every line written for a request carries its id, and the id is the one sent back.
    const requestLines = parsed.filter((line) => line.route || line.security);
    expect(requestLines.length).toBeGreaterThan(10);
    expect(requestLines.filter((line) => typeof line.reqId !== 'string')).toEqual([]);
    const failedLine = parsed.find((line) => line.msg === 'request completed' && line.statusCode === 500);
    const errorLine = parsed.find((line) => line.level === 50 && line.reqId === failedLine?.reqId);
    expect((errorLine?.err as { stack?: string } | undefined)?.stack).toContain('refused for the log test');
    const echoed = await new HttpClient(t.baseUrl).get(ApiPath.user);
    const echoedId = echoed.headers.get('x-request-id');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines().some((line) => line.reqId === echoedId && line.msg === 'request completed')).toBe(true);
  });

  it('writes one line per answer: request id, method, route, status and time taken, nothing else', async () => {
    const client = new HttpClient(t.baseUrl);
    await client.post(ApiPath.register, { body: { username: 'loggedcarol', password: 'Amber meadow lantern 31' } });
    const requestId = 'one-line-check-0001';
    const answer = await client.get(`${ApiPath.user}?note=${encodeURIComponent(notes)}`, {
      headers: { 'X-Request-Id': requestId },
    });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const written = lines().filter((line) => line.reqId === requestId);
    expect(written).toHaveLength(1);
    expect(Object.keys(written[0]).sort()).toEqual(
      ['level', 'time', 'pid', 'reqId', 'method', 'route', 'statusCode', 'responseTimeMs', 'msg'].sort(),
    );
    expect(written[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: ApiPath.user,
      statusCode: 200,
      msg: 'request completed',
    });
    expect(typeof written[0].responseTimeMs).toBe('number');
  });

  it('writes passing health probes at debug, so the default level (info) keeps what people did', async () => {
    const probes = [ApiPath.health, ApiPath.healthReady];
    for (const [index, path] of probes.entries()) {
      const answer = await rawRequest(t.baseUrl, 'GET', path, {
        headers: { 'X-Request-Id': `probe-check-000${index}` },
      });
      expect(answer.status).toBe(200);
    }
    const user = await rawRequest(t.baseUrl, 'GET', ApiPath.user, { headers: { 'X-Request-Id': 'probe-check-user' } });
    expect(user.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const levelOf = (requestId: string) =>
      lines()
        .filter((line) => line.reqId === requestId && line.msg === 'request completed')
        .map((line) => line.level);
    expect(probes.map((_path, index) => levelOf(`probe-check-000${index}`))).toEqual([[20], [20]]);
    expect(levelOf('probe-check-user')).toEqual([30]);
  });

  it('records the security events with ids and addresses only', () => {
    const events = lines().filter((line) => line.security);
    const names = events.map((line) => line.event);
    for (const name of [
      'auth.register',
      'auth.login_failed',
      'auth.login',
      'access.denied',
      'access.csrf_refused',
      'account.password_changed',
      'auth.logout',
    ]) {
      expect([name, names.includes(name)]).toEqual([name, true]);
    }
    expect(events.find((line) => line.event === 'access.denied' && line.status === 404)).toMatchObject({
      method: 'DELETE',
      route: '/api/medications/:id',
    });
    const failure = events.find((line) => line.event === 'auth.login_failed');
    expect(failure?.level).toBe(40);
    expect(JSON.stringify(events)).not.toContain('loggedalice');
  });
});
