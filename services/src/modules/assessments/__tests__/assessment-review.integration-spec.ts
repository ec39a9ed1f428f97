import {
  AssessmentApiPath,
  type AssessmentHistoryPage,
  type AssessmentResult,
  type AssessmentStatus,
  type LatestAssessment,
  type Pcl5Answer,
  type ShouldPromptMonthly,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR } from '@anchor/services/test/test-clock';

const DAY = 24 * HOUR;
const answers = (value: Pcl5Answer): Pcl5Answer[] => Array<Pcl5Answer>(20).fill(value);

describe('reviewing the latest assessment from the chat (PUT /api/user/assessment/latest)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const versionsOf = async (userId: number) =>
    (await t.dataSource.query(
      'SELECT version, score, responses FROM pcl5_assessment_versions WHERE user_id = $1 ORDER BY version',
      [userId],
    )) as { version: number; score: number; responses: Pcl5Answer[] }[];

  it('saves a new version of the same assessment and leaves the monthly due date where it was', async () => {
    const { client, userId, username } = await signUp(t, 'reviewer');
    const submitted = await client.post<AssessmentResult>(AssessmentApiPath.assessments, {
      body: { responses: answers(2) },
    });
    expect(submitted.status).toBe(201);
    t.clock.advance(10 * DAY);
    const a: HttpClient = await signIn(client, username);
    const before = (await a.get<AssessmentStatus>(AssessmentApiPath.status)).body;
    expect(before).toMatchObject({ status: 'current', daysRemaining: 20, daysSinceLast: 10 });

    const reviewed = answers(2);
    reviewed[0] = 0;
    const res = await a.put<AssessmentResult>(AssessmentApiPath.latest, { body: { responses: reviewed } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: submitted.body.id, totalScore: 38, completedAt: submitted.body.completedAt });

    const after = (await a.get<AssessmentStatus>(AssessmentApiPath.status)).body;
    expect(after).toEqual(before);
    expect((await a.get<ShouldPromptMonthly>(AssessmentApiPath.shouldPromptMonthly)).body).toEqual({
      shouldPrompt: false,
    });
    expect((await a.get<LatestAssessment>(AssessmentApiPath.latest)).body).toEqual({
      responses: reviewed,
      totalScore: 38,
    });
    const history = (await a.get<AssessmentHistoryPage>(AssessmentApiPath.assessments)).body;
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ id: submitted.body.id, totalScore: 38 });
    expect(await versionsOf(userId)).toEqual([{ version: 1, score: 40, responses: answers(2) }]);

    // At day 30 it is due, as it would have been without the review.
    t.clock.advance(20 * DAY);
    const b = await signIn(client, username);
    expect((await b.get<AssessmentStatus>(AssessmentApiPath.status)).body).toMatchObject({ status: 'overdue' });
  });

  it('keeps every earlier version when the same assessment is reviewed twice', async () => {
    const { client, userId } = await signUp(t, 'twice');
    await client.post(AssessmentApiPath.assessments, { body: { responses: answers(1) } });
    await client.put(AssessmentApiPath.latest, { body: { responses: answers(2) } });
    const res = await client.put<AssessmentResult>(AssessmentApiPath.latest, { body: { responses: answers(3) } });
    expect(res.body.totalScore).toBe(60);
    expect((await versionsOf(userId)).map((row) => [row.version, row.score])).toEqual([
      [1, 20],
      [2, 40],
    ]);
  });

  it('reports the change against the assessment before it', async () => {
    const { client: first, username } = await signUp(t, 'changer');
    await first.post(AssessmentApiPath.assessments, { body: { responses: answers(1) } });
    t.clock.advance(HOUR);
    const client = await signIn(first, username);
    await client.post(AssessmentApiPath.assessments, { body: { responses: answers(2) } });
    const res = await client.put<AssessmentResult>(AssessmentApiPath.latest, { body: { responses: answers(3) } });
    expect(res.status).toBe(200);
    expect(res.body.change).toMatchObject({ previousScore: 20 });
  });

  it.each([
    ['19 items', answers(1).slice(0, 19), 'responses'],
    ['an answer of 5', Object.assign(answers(1), { 3: 5 }), 'responses.3'],
    ['no answered item', answers(null), 'responses'],
  ])('rejects %s with 400 naming the field and changes nothing', async (_case, responses, field) => {
    const { client, userId } = await signUp(t, `bad${field.replace('.', '')}${responses.length}`);
    await client.post(AssessmentApiPath.assessments, { body: { responses: answers(1) } });
    const res = await client.put(AssessmentApiPath.latest, { body: { responses } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field });
    expect((await client.get<LatestAssessment>(AssessmentApiPath.latest)).body.totalScore).toBe(20);
    expect(await versionsOf(userId)).toEqual([]);
  });

  it('answers 404 without an assessment and never touches another person’s', async () => {
    const owner = await signUp(t, 'owner');
    await owner.client.post(AssessmentApiPath.assessments, { body: { responses: answers(1) } });
    const other = await signUp(t, 'other');
    const res = await other.client.put(AssessmentApiPath.latest, { body: { responses: answers(4) } });
    expect(res.status).toBe(404);
    expect((await owner.client.get<LatestAssessment>(AssessmentApiPath.latest)).body.totalScore).toBe(20);
    expect(await versionsOf(owner.userId)).toEqual([]);
  });
});
