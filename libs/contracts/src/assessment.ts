import { z } from 'zod';
import { pageNumberSchema, rowIdSchema } from './row-id';

import {
  ASSESSMENT_HISTORY_DEFAULT_PAGE_SIZE,
  ASSESSMENT_HISTORY_MAX_PAGE_SIZE,
  ASSESSMENT_TYPE_PCL5,
  PCL5_ITEM_COUNT,
  PCL5_MAX_ANSWER,
  PCL5_MAX_SCORE,
} from './assessment-constants';
import { visibleName } from './display-text';

// The constants live apart from the zod schemas, so a screen that needs a number does not load zod.
export * from './assessment-constants';

export type Pcl5Answer = 0 | 1 | 2 | 3 | 4 | null;

/** Cluster scores (sums of their items): intrusion 1-5 (B), avoidance 6-7 (C), cognition 8-14 (D), arousal 15-20 (E). */
export interface Pcl5Clusters {
  intrusion: number;
  avoidance: number;
  cognition: number;
  arousal: number;
}

const answerSchema = z.union([z.number().int().min(0).max(PCL5_MAX_ANSWER), z.null()]);

/** Exactly 20 items, each null or an integer 0-4; an error names the item, e.g. "responses[3]: …". */
const pcl5ResponsesSchema = z
  // Each item is checked below so that its error names it; the meta is what the OpenAPI document shows of it.
  .array(
    z.unknown().meta({
      description: `null (not answered) or a whole number from 0 to ${PCL5_MAX_ANSWER}`,
      anyOf: [{ type: 'integer', minimum: 0, maximum: PCL5_MAX_ANSWER }, { type: 'null' }],
    }),
    { error: 'responses must be an array of 20 answers' },
  )
  .length(PCL5_ITEM_COUNT, { error: `responses must have exactly ${PCL5_ITEM_COUNT} items` })
  .superRefine((items, context) => {
    items.forEach((item, index) => {
      if (!answerSchema.safeParse(item).success) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `Item ${index + 1} must be null or a whole number from 0 to ${PCL5_MAX_ANSWER}`,
        });
      }
    });
  })
  .transform((items) => items as Pcl5Answer[]);

export const submitAssessmentSchema = z.object({ responses: pcl5ResponsesSchema }).strict();
export type SubmitAssessmentRequest = z.input<typeof submitAssessmentSchema>;

/** The spec's completion call. The server never trusts `score` or `clusters`: it records what it computes. */
export const markCompletedSchema = z
  .object({
    assessmentType: z.literal(ASSESSMENT_TYPE_PCL5),
    score: z.number().int().min(0).max(PCL5_MAX_SCORE).optional(),
    clusters: z.record(z.string(), z.number()).nullish(),
    completedAt: z.iso.datetime().optional(),
    skipped: z.boolean(),
  })
  .strict();
export type MarkCompletedRequest = z.input<typeof markCompletedSchema>;

/** PCL-5 change bands of the U.S. National Center for PTSD (see PCL5_CHANGE_SOURCE in libs/clinical). */
export type ChangeBand = 'no_reliable_change' | 'reliable_change' | 'clinically_meaningful_change';

export interface ScoreChange {
  previousScore: number;
  difference: number;
  band: ChangeBand;
  direction: 'up' | 'down' | 'none';
}

export interface AssessmentResult {
  id: number;
  assessmentType: typeof ASSESSMENT_TYPE_PCL5;
  responses: Pcl5Answer[];
  totalScore: number;
  clusters: Pcl5Clusters;
  answeredCount: number;
  /** Provisional screen (VA rule); a screening result, never a diagnosis. */
  screenPositive: boolean;
  skipped: boolean;
  completedAt: string;
  /** Against the previous completed (not skipped) assessment; null for the first. */
  change: ScoreChange | null;
}

/** GET /api/assessments?page&pageSize (query strings, so numbers are coerced). */
export const assessmentHistoryQuerySchema = z
  .object({
    page: pageNumberSchema,
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(ASSESSMENT_HISTORY_MAX_PAGE_SIZE)
      .default(ASSESSMENT_HISTORY_DEFAULT_PAGE_SIZE),
  })
  .strict();
export type AssessmentHistoryQuery = z.output<typeof assessmentHistoryQuerySchema>;

/**
 * POST /api/assessment/mark-completed answer. `recorded` is true when the completion is on record: a skip just
 * stored, or the assessment POST /api/assessments stored in the last minute (then `assessment` is that one).
 */
export interface MarkCompletedResponse {
  recorded: boolean;
  assessment: AssessmentResult | null;
}

export interface AssessmentHistoryPage {
  items: AssessmentResult[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/user/assessment/latest (spec): the latest completed assessment's answers. */
export interface LatestAssessment {
  responses: Pcl5Answer[];
  totalScore: number;
}

export type AssessmentCycleStatus = 'current' | 'due_soon' | 'overdue';

export interface AssessmentStatus {
  status: AssessmentCycleStatus;
  daysRemaining: number;
  message: string;
  lastCompletedAt: string | null;
  daysSinceLast: number | null;
}

export interface ShouldPromptMonthly {
  shouldPrompt: boolean;
}

/** In-progress answers, kept on the server so a reload or another device resumes them. */
export const assessmentDraftSchema = z
  .object({
    responses: pcl5ResponsesSchema,
    currentIndex: z
      .number()
      .int()
      .min(0)
      .max(PCL5_ITEM_COUNT - 1),
  })
  .strict();
export type AssessmentDraftRequest = z.input<typeof assessmentDraftSchema>;
export interface AssessmentDraft {
  responses: Pcl5Answer[];
  currentIndex: number;
  updatedAt: string;
}

export interface UserPreferences {
  healthcareProviderSharing: boolean;
}
export const userPreferencesPatchSchema = z.object({ healthcareProviderSharing: z.boolean() }).strict();

/** PUT /api/user/provider: the caller's one active provider (onboarding's providerName and providerEmail). */
export const providerAssignmentSchema = z
  .object({
    providerName: visibleName(z.string().trim().max(200), 'Provider name').nullish(),
    providerEmail: z.email({ error: 'must be a valid email address' }).max(254),
  })
  .strict();
export type ProviderAssignmentRequest = z.input<typeof providerAssignmentSchema>;
/** Waiting: no provider account has accepted yet. Accepted: one account holds it. Declined: that address said no. */
export type ProviderAssignmentStatus = 'waiting' | 'accepted' | 'declined';
export interface ProviderAssignmentView {
  providerName: string | null;
  /** The address the patient named (or the inviting provider's, when the patient accepted an invitation). */
  providerEmail: string;
  status: ProviderAssignmentStatus;
  /** The provider account that accepted: its name and verified address; null unless accepted. */
  acceptedBy: { name: string | null; email: string } | null;
  /** The patient also lets this provider see mood and practice summaries and crisis events (off until turned on). */
  shareWellnessSummaries: boolean;
  /** The phone number the patient lets this provider see (the portal's Call); null when none is shared. */
  sharedPhone: string | null;
}

/** PATCH /api/user/provider: what the caller's provider may see beyond the assessments the caller shares. */
export const providerWellnessSharingSchema = z.object({ shareWellnessSummaries: z.boolean() }).strict();

/**
 * What a share sends: the total and symptom-group scores only (the default, and every share made before the choice
 * existed), or those and the answer to each question.
 */
export const shareScopeSchema = z.enum(['scores', 'scores_and_answers']);
export type ShareScope = z.infer<typeof shareScopeSchema>;

/**
 * POST /api/provider-sharing. Score and clusters are taken from the stored assessment, not from the body.
 * Without assessmentId the choice applies to the caller's latest completed assessment: a share to the latest scored
 * one, a choice to keep results private (shareWithProvider false) to the latest one taken or skipped.
 */
export const providerSharingSchema = z
  .object({
    assessmentId: rowIdSchema.optional(),
    assessmentType: z.literal(ASSESSMENT_TYPE_PCL5),
    shareWithProvider: z.boolean(),
    scope: shareScopeSchema.default('scores'),
    assessmentScore: z.number().nullish(),
    clusters: z.record(z.string(), z.number()).nullish(),
  })
  .strict();
export type ProviderSharingRequest = z.input<typeof providerSharingSchema>;

export interface ProviderShare {
  id: number;
  assessmentId: number | null;
  assessmentType: string;
  shareWithProvider: boolean;
  /** Null when not shared. */
  assessmentScore: number | null;
  clusters: Pcl5Clusters | null;
  scope: ShareScope;
  /** Questions answered (of 20) in the shared snapshot; null when not shared, or unknown for an old share. */
  answeredCount: number | null;
  providerEmail: string | null;
  sharedAt: string;
  /** When a review of the assessment last replaced the shared score; null if never. */
  revisedAt: string | null;
  revokedAt: string | null;
  /** The stored securityHash still matches the stored content (HMAC with a server secret). */
  integrityVerified: boolean;
}
