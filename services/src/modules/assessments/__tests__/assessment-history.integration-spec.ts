import {
  AssessmentApiPath,
  type AssessmentHistoryPage,
  type AssessmentResult,
  type Pcl5Answer,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR, MINUTE } from '@anchor/services/test/test-clock';

const DAY = 24 * HOUR;
const answers = (value: Pcl5Answer): Pcl5Answer[] => Array<Pcl5Answer>(20).fill(value);

describe('reading assessments back', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'reader-a')).client;
    b = (await signUp(t, 'reader-b')).client;
  });
  afterAll(() => t.close());

  it('answers 404 "No assessment found" before the first one', async () => {
    const res = await a.get(AssessmentApiPath.latest);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'No assessment found' });
  });

  it("returns the latest scored assessment, skipping skips, and never another user's", async () => {
    await a.post(AssessmentApiPath.assessments, { body: { responses: answers(2) } });
    t.clock.advance(MINUTE);
    await a.post(AssessmentApiPath.markCompleted, { body: { assessmentType: 'pcl5', skipped: true } });
    const latest = await a.get(AssessmentApiPath.latest);
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({ responses: answers(2), totalScore: 40 });
    expect((await b.get(AssessmentApiPath.latest)).status).toBe(404);
    expect((await b.get<AssessmentHistoryPage>(AssessmentApiPath.assessments)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('pages the history newest first with each change against the scored one before it', async () => {
    for (const value of [3, 1, 4] as const) {
      t.clock.advance(MINUTE);
      await a.post(AssessmentApiPath.assessments, { body: { responses: answers(value) } });
    }
    // Stored: 40, skip, 60, 20, 80 (oldest first).
    const first = await a.get<AssessmentHistoryPage>(`${AssessmentApiPath.assessments}?page=1&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.items.map((item) => item.totalScore)).toEqual([80, 20]);
    expect(first.body.items[0].change).toMatchObject({ previousScore: 20, difference: 60, direction: 'up' });
    const last = await a.get<AssessmentHistoryPage>(`${AssessmentApiPath.assessments}?page=3&pageSize=2`);
    expect(last.body.items.map((item: AssessmentResult) => [item.totalScore, item.skipped])).toEqual([[40, false]]);
    expect(last.body.items[0].change).toBeNull();
    const middle = await a.get<AssessmentHistoryPage>(`${AssessmentApiPath.assessments}?page=2&pageSize=2`);
    expect(middle.body.items.map((item) => [item.skipped, item.change?.previousScore ?? null])).toEqual([
      [false, 40],
      [true, null],
    ]);
  });

  it.each(['pageSize=101', 'pageSize=0', 'page=0', 'page=abc', 'pageSize=2.5'])(
    'rejects %s with 400 naming the parameter',
    async (query) => {
      const res = await a.get(`${AssessmentApiPath.assessments}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: query.split('=')[0] });
    },
  );
});

describe('monthly cycle status', () => {
  let t: TestApp;
  let a: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'cycler')).client;
  });
  afterAll(() => t.close());

  /** Moves the server clock on; sessions do not last for weeks, so the user signs in again. */
  const advanceDays = async (days: number) => {
    t.clock.advance(days * DAY);
    await signIn(a, 'cycler');
  };
  const status = async () => (await a.get(AssessmentApiPath.status)).body;
  const shouldPrompt = async () => (await a.get(AssessmentApiPath.shouldPromptMonthly)).body;

  it('is overdue with the first-assessment message before any assessment', async () => {
    expect(await status()).toEqual({
      status: 'overdue',
      daysRemaining: 1,
      message: "You haven't taken your first monthly assessment yet",
      lastCompletedAt: null,
      daysSinceLast: null,
    });
    expect(await shouldPrompt()).toEqual({ shouldPrompt: true });
  });

  it('follows the days since the last assessment on the server clock (0, 22, 23, 30)', async () => {
    await a.post(AssessmentApiPath.assessments, { body: { responses: answers(1) } });
    expect(await status()).toMatchObject({ status: 'current', daysRemaining: 30, daysSinceLast: 0 });
    expect(await shouldPrompt()).toEqual({ shouldPrompt: false });
    await advanceDays(22);
    expect(await status()).toMatchObject({
      status: 'current',
      daysRemaining: 8,
      message: 'Your next monthly assessment is due in 8 days',
    });
    await advanceDays(1);
    expect(await status()).toMatchObject({
      status: 'due_soon',
      daysRemaining: 7,
      message: 'Your monthly assessment is due in 7 days',
    });
    expect(await shouldPrompt()).toEqual({ shouldPrompt: true });
    await advanceDays(7);
    expect(await status()).toMatchObject({
      status: 'overdue',
      daysRemaining: 1,
      daysSinceLast: 30,
      message: 'Your monthly assessment is overdue',
    });
  });

  it('restarts the cycle when the assessment is skipped', async () => {
    await a.post(AssessmentApiPath.markCompleted, { body: { assessmentType: 'pcl5', skipped: true } });
    expect(await status()).toMatchObject({ status: 'current', daysSinceLast: 0 });
  });
});
