import { AssessmentApiPath, type AssessmentResult, type Pcl5Answer } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { MINUTE } from '@anchor/services/test/test-clock';

const answers = (value: Pcl5Answer): Pcl5Answer[] => Array<Pcl5Answer>(20).fill(value);

describe('submitting a PCL-5 assessment', () => {
  let t: TestApp;
  let a: HttpClient;
  let userId: number;

  const storedRows = async () =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM pcl5_assessments WHERE user_id = $1', [userId]))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    ({ client: a, userId } = await signUp(t, 'submitter'));
  });
  afterAll(() => t.close());

  it.each([
    ['19 items', answers(1).slice(0, 19), 'responses'],
    ['an answer of 5', Object.assign(answers(1), { 3: 5 }), 'responses.3'],
    ['an answer of -1', Object.assign(answers(1), { 3: -1 }), 'responses.3'],
    ['an answer of 2.5', Object.assign(answers(1), { 3: 2.5 }), 'responses.3'],
    ['an answer of "3"', Object.assign(answers(1), { 3: '3' }), 'responses.3'],
  ])('rejects %s with 400 naming the item and stores nothing', async (_case, responses, field) => {
    const res = await a.post(AssessmentApiPath.assessments, { body: { responses } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field });
    expect(await storedRows()).toBe(0);
  });

  it('rejects a client-sent score next to the answers', async () => {
    const res = await a.post(AssessmentApiPath.assessments, { body: { responses: answers(1), totalScore: 80 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'totalScore' });
  });

  it('requires at least one answered item, in the spec wording', async () => {
    const res = await a.post(AssessmentApiPath.assessments, { body: { responses: answers(null) } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "Please answer at least 1 question or use the 'Skip Assessment' button to continue.",
      field: 'responses',
    });
    expect(await storedRows()).toBe(0);
  });

  it('computes the total, clusters, answered count and screen on the server', async () => {
    // One B, one C, two D and two E items at "Moderately": the minimal positive screen. Item 20 is unanswered.
    const responses = answers(0);
    for (const item of [1, 6, 8, 9, 15, 16]) responses[item - 1] = 2;
    responses[19] = null;
    const res = await a.post<AssessmentResult>(AssessmentApiPath.assessments, { body: { responses } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      assessmentType: 'pcl5',
      responses,
      totalScore: 12,
      clusters: { intrusion: 2, avoidance: 2, cognition: 4, arousal: 4 },
      answeredCount: 19,
      screenPositive: true,
      skipped: false,
      change: null,
    });
    const [row] = await t.dataSource.query('SELECT * FROM pcl5_assessments WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({ score: 12, cluster_b: 2, cluster_c: 2, cluster_d: 4, cluster_e: 4, completed: true });
    expect(row).toMatchObject({ screen_positive: true, answered_count: 19, skipped: false });
  });

  it('reports the change against the previous scored assessment', async () => {
    t.clock.advance(2 * MINUTE);
    const res = await a.post<AssessmentResult>(AssessmentApiPath.assessments, { body: { responses: answers(1) } });
    expect(res.body).toMatchObject({ totalScore: 20, screenPositive: false });
    expect(res.body.change).toEqual({ previousScore: 12, difference: 8, band: 'reliable_change', direction: 'up' });
    const down = await a.post<AssessmentResult>(AssessmentApiPath.assessments, { body: { responses: answers(0) } });
    expect(down.body.change).toEqual({
      previousScore: 20,
      difference: -20,
      band: 'clinically_meaningful_change',
      direction: 'down',
    });
  });

  it('clears the draft when the assessment is submitted', async () => {
    const draft = { responses: answers(null).map((_, index) => (index < 3 ? 2 : null)), currentIndex: 3 };
    expect((await a.request('PUT', AssessmentApiPath.draft, { body: draft })).status).toBe(200);
    await a.post(AssessmentApiPath.assessments, { body: { responses: draft.responses } });
    expect((await a.get(AssessmentApiPath.draft)).status).toBe(204);
  });

  it('keeps the draft when the submit is rejected', async () => {
    const draft = { responses: answers(null), currentIndex: 0 };
    await a.request('PUT', AssessmentApiPath.draft, { body: draft });
    expect((await a.post(AssessmentApiPath.assessments, { body: { responses: answers(null) } })).status).toBe(400);
    expect((await a.get(AssessmentApiPath.draft)).status).toBe(200);
  });
});

describe('the spec completion call (mark-completed)', () => {
  let t: TestApp;
  let a: HttpClient;

  const rows = (): Promise<{ score: number; skipped: boolean; responses: Pcl5Answer[] }[]> =>
    t.dataSource.query('SELECT score, skipped, responses, cluster_b, cluster_e FROM pcl5_assessments ORDER BY id');

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'marker')).client;
  });
  afterAll(() => t.close());

  it('stores nothing for a completion with a client score of 80 and no assessment behind it', async () => {
    const res = await a.post(AssessmentApiPath.markCompleted, {
      body: { assessmentType: 'pcl5', score: 80, clusters: { intrusion: 20 }, skipped: false },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ recorded: false, assessment: null });
    expect(await rows()).toEqual([]);
  });

  it('acknowledges the assessment just submitted without storing another or taking its score', async () => {
    const submitted = await a.post<AssessmentResult>(AssessmentApiPath.assessments, {
      body: { responses: answers(1) },
    });
    const res = await a.post(AssessmentApiPath.markCompleted, {
      body: { assessmentType: 'pcl5', score: 80, completedAt: new Date().toISOString(), skipped: false },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ recorded: true, assessment: { id: submitted.body.id, totalScore: 20 } });
    expect(await rows()).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    const late = await a.post(AssessmentApiPath.markCompleted, { body: { assessmentType: 'pcl5', skipped: false } });
    expect(late.body).toEqual({ recorded: false, assessment: null });
    expect(await rows()).toHaveLength(1);
  });

  it('records a skip as score 0, every cluster 0 and no answers, whatever score is sent', async () => {
    const res = await a.post(AssessmentApiPath.markCompleted, {
      body: { assessmentType: 'pcl5', score: 80, clusters: { arousal: 24 }, skipped: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      recorded: true,
      assessment: {
        totalScore: 0,
        clusters: { intrusion: 0, avoidance: 0, cognition: 0, arousal: 0 },
        answeredCount: 0,
        screenPositive: false,
        skipped: true,
        responses: answers(null),
      },
    });
    const stored = await rows();
    expect(stored[1]).toEqual({ score: 0, skipped: true, responses: answers(null), cluster_b: 0, cluster_e: 0 });
  });

  it('rejects a malformed completion with 400 naming the field', async () => {
    const res = await a.post(AssessmentApiPath.markCompleted, { body: { assessmentType: 'pcl5', skipped: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'skipped' });
    const other = await a.post(AssessmentApiPath.markCompleted, { body: { assessmentType: 'gad7', skipped: true } });
    expect(other.body).toMatchObject({ field: 'assessmentType' });
    expect(await rows()).toHaveLength(2);
  });
});
