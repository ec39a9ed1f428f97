import { EMPTY_SAFETY_PLAN, SafetyPlanApiPath, type SafetyPlan } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const plan = {
  warningSigns: 'Not sleeping, pulling away from people',
  internalCoping: 'Cold shower, walk the dog',
  distractions: 'Coffee shop on Main St, my brother Sam',
  helpers: 'Sam 555-0100',
  professionals: 'Dr. Lee 555-0199; 988',
  safeEnvironment: 'Guns stay locked at Sam’s house',
};

describe('safety plan', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'plan-a')).client;
    b = (await signUp(t, 'plan-b')).client;
  });
  afterAll(() => t.close());

  it('starts empty, saves the six steps encrypted at rest and reads them back only for their owner', async () => {
    expect((await a.get<SafetyPlan>(SafetyPlanApiPath.plan)).body).toEqual(EMPTY_SAFETY_PLAN);
    const saved = await a.request<SafetyPlan>('PUT', SafetyPlanApiPath.plan, { body: plan });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...plan, updatedAt: expect.any(String) });
    const [row] = await t.dataSource.query('SELECT steps FROM safety_plans');
    expect(row.steps).not.toContain('Sam');
    expect((await b.get<SafetyPlan>(SafetyPlanApiPath.plan)).body).toEqual(EMPTY_SAFETY_PLAN);
  });

  it('rejects a missing step with 400 naming the field', async () => {
    const { helpers: _left, ...partial } = plan;
    const res = await a.request<{ field: string }>('PUT', SafetyPlanApiPath.plan, { body: partial });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('helpers');
  });
});
