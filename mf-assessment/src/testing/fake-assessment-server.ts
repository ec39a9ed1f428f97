import { scorePcl5 } from '@anchor/clinical';
import {
  AssessmentApiPath,
  PCL5_ITEM_COUNT,
  type AssessmentResult,
  type AssessmentStatus,
  type Pcl5Answer,
} from '@anchor/contracts';
import { HISTORY_PAGE_SIZE } from '../api/assessment.api';
import { installFakeFetch, type FakeRoute } from '@anchor/app-runtime/testing';

export const HISTORY_URL = `${AssessmentApiPath.assessments}?page=1&pageSize=${HISTORY_PAGE_SIZE}`;

export const overdueStatus: AssessmentStatus = {
  status: 'overdue',
  daysRemaining: 1,
  message: "You haven't taken your first monthly assessment yet",
  lastCompletedAt: null,
  daysSinceLast: null,
};

export const statusAfter = (daysSinceLast: number, status: AssessmentStatus['status'], daysRemaining: number) => ({
  status,
  daysRemaining,
  message: `Your monthly assessment is due in ${daysRemaining} days`,
  lastCompletedAt: new Date(Date.now() - daysSinceLast * 86_400_000).toISOString(),
  daysSinceLast,
});

export const answers = (...given: Pcl5Answer[]): Pcl5Answer[] =>
  Array.from({ length: PCL5_ITEM_COUNT }, (_, index) => given[index] ?? null);

/** What the real server answers for these responses (it scores with the same clinical rules). */
export function resultFor(responses: Pcl5Answer[], overrides: Partial<AssessmentResult> = {}): AssessmentResult {
  return {
    id: 41,
    assessmentType: 'pcl5',
    responses,
    ...scorePcl5(responses),
    skipped: false,
    completedAt: '2026-03-04T10:00:00.000Z',
    change: null,
    ...overrides,
  };
}

/**
 * A fake of the assessment API with sensible defaults (a new user: overdue, no draft, sharing off);
 * `routes` replaces any of them.
 */
export function installAssessmentServer(routes: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    [`GET ${AssessmentApiPath.status}`]: { status: 200, body: overdueStatus },
    [`GET ${AssessmentApiPath.shouldPromptMonthly}`]: { status: 200, body: { shouldPrompt: false } },
    [`GET ${AssessmentApiPath.draft}`]: { status: 204 },
    [`PUT ${AssessmentApiPath.draft}`]: (body) => ({ status: 200, body: { ...(body as object), updatedAt: 'now' } }),
    [`DELETE ${AssessmentApiPath.draft}`]: { status: 204 },
    [`POST ${AssessmentApiPath.assessments}`]: (body) => ({
      status: 201,
      body: resultFor((body as { responses: Pcl5Answer[] }).responses),
    }),
    [`POST ${AssessmentApiPath.markCompleted}`]: { status: 201, body: { ok: true } },
    [`GET ${AssessmentApiPath.preferences}`]: { status: 200, body: { healthcareProviderSharing: false } },
    [`GET ${HISTORY_URL}`]: { status: 200, body: { items: [], total: 0, page: 1, pageSize: HISTORY_PAGE_SIZE } },
    ...routes,
  });
}
