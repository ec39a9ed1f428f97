import { z } from 'zod';
import { REPORT_PERIODS, REPORT_TYPES, type ReportPeriod, type ReportType } from './provider-portal';
import type { NoticedMood } from './mood';

// What the provider portal's calls answer, as zod schemas: the OpenAPI document (services/openapi.json) shows
// them to the separately deployed portal, and the types below are inferred from them, so the two cannot differ.

const isoDateTime = z.string().meta({ description: 'ISO 8601 date and time' });
const isoDay = z.string().meta({ description: 'A day, YYYY-MM-DD' });

/**
 * A shared PCL-5 total against the screening cut-off (31-33): a probable-PTSD screen, never a risk level; 'partial'
 * when not every question was answered, so no screening label is drawn.
 */
export const pcl5ScreeningSchema = z.enum(['below_cutoff', 'near_cutoff', 'above_cutoff', 'partial']);
export type Pcl5Screening = z.infer<typeof pcl5ScreeningSchema>;
const answeredCountSchema = z.number().int().nullable().meta({
  description:
    'How many of the 20 PCL-5 questions were answered; null when not known (then no screening label is drawn either)',
});
const pointsChangeSchema = z.number().int().nullable().meta({
  description:
    'Latest minus first complete shared PCL-5 total in points (lower is better); null without two complete shared scores',
});

export const providerPortalInfoSchema = z
  .object({
    contactEmail: z.string(),
    /** A provider's session ends after this many minutes without a request; the portal then clears the screen. */
    idleMinutes: z.number().int().positive(),
  })
  .meta({ id: 'ProviderPortalInfo' });
export type ProviderPortalInfo = z.infer<typeof providerPortalInfoSchema>;

export const providerInviteViewSchema = z
  .object({ signUpUrl: z.string(), expiresAt: isoDateTime })
  .meta({ id: 'ProviderInviteView' });
export type ProviderInviteView = z.infer<typeof providerInviteViewSchema>;

export const providerAlertSchema = z
  .object({
    kind: z
      .enum(['assessment', 'crisis'])
      .meta({ description: 'What raised it: a shared assessment or a crisis event' }),
    id: z.number().int().meta({ description: "The shared assessment's id, or the crisis event's" }),
    patientId: z.number().int(),
    patientName: z.string(),
    patientPhone: z
      .string()
      .nullable()
      .meta({ description: 'The phone number the patient shares with this provider (Call); otherwise null' }),
    screening: pcl5ScreeningSchema
      .nullable()
      .meta({ description: "The shared score's screening label; null for a crisis alert" }),
    reason: z.string(),
    raisedAt: isoDateTime,
  })
  .meta({ id: 'ProviderAlert' });
export type ProviderAlert = z.infer<typeof providerAlertSchema>;

export const providerDashboardSchema = z
  .object({
    totalPatients: z.number().int(),
    newThisMonth: z.number().int(),
    highRiskAlerts: z
      .number()
      .int()
      .meta({ description: 'Open crisis alerts only: risk comes from shared crisis moments' }),
    avgChangeSinceFirst: z.number().int().nullable().meta({
      description:
        "Mean change in points from each patient's first to latest complete shared score (lower is better); null without one",
    }),
    changeFromLastMonth: z.number().int().nullable().meta({
      description: 'Points against the same figure at the start of this month; null when either is missing',
    }),
    recentAlerts: z.array(providerAlertSchema),
  })
  .meta({ id: 'ProviderDashboard' });
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;

export const sharedScoreSchema = z
  .object({
    shareId: z.number().int(),
    score: z.number().int(),
    answeredCount: answeredCountSchema,
    clusters: z
      .object({ intrusion: z.number(), avoidance: z.number(), cognition: z.number(), arousal: z.number() })
      .nullable(),
    sharedAt: isoDateTime,
    revisedAt: isoDateTime.nullable().meta({ description: 'When the patient last revised this assessment (review)' }),
  })
  .meta({ id: 'SharedScore' });
export type SharedScore = z.infer<typeof sharedScoreSchema>;

export const patientWellnessSummarySchema = z
  .object({
    practiceSessions: z.number().int(),
    /** Minutes actually spent, summed over the sessions whose time was recorded. */
    practiceMinutes: z.number(),
    /** Sessions recorded before the time spent was measured: counted, with no minutes. */
    practiceUntimedSessions: z.number().int(),
    crisisEvents: z.number().int(),
    lastCrisisAt: isoDateTime.nullable(),
  })
  .meta({ id: 'PatientWellnessSummary' });
export type PatientWellnessSummary = z.infer<typeof patientWellnessSummarySchema>;

const noticedMoodSchema = z
  .object({
    mood: z.number().int(),
    confidence: z.number().int().meta({ description: 'How sure the assistant was, 0-100' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'NoticedMood' }) satisfies z.ZodType<NoticedMood>;

const patientCardShape = {
  id: z.number().int(),
  name: z.string(),
  initials: z.string(),
  latestScore: z.number().int().nullable(),
  latestAnsweredCount: answeredCountSchema,
  screening: pcl5ScreeningSchema.nullable(),
  changeSinceFirst: pointsChangeSchema,
  recentMoods: z.array(z.string()).nullable().meta({
    description:
      'The latest check-ins the patient made (never moods noticed in chat), only when the patient chose to share wellness summaries; otherwise null',
  }),
  noticedMoods: z.array(noticedMoodSchema).nullable().meta({
    description:
      'Moods the assistant noticed in chat (not check-ins), newest first, only when the patient shares wellness summaries; otherwise null',
  }),
  wellness: patientWellnessSummarySchema
    .nullable()
    .meta({ description: 'The last 30 days, only when the patient chose to share them; otherwise null' }),
  lastSessionAt: isoDateTime.nullable(),
  alertCount: z.number().int(),
  assignedAt: isoDateTime,
  phone: z
    .string()
    .nullable()
    .meta({ description: 'The phone number the patient shares with this provider (Call); otherwise null' }),
};

export const providerPatientCardSchema = z.object(patientCardShape).meta({ id: 'ProviderPatientCard' });
export type ProviderPatientCard = z.infer<typeof providerPatientCardSchema>;

export const providerPatientDetailSchema = z
  .object({ ...patientCardShape, history: z.array(sharedScoreSchema), alerts: z.array(providerAlertSchema) })
  .meta({ id: 'ProviderPatientDetail' });
export type ProviderPatientDetail = z.infer<typeof providerPatientDetailSchema>;

export const scheduledAssessmentViewSchema = z
  .object({
    id: z.number().int(),
    patientId: z.number().int(),
    patientName: z.string(),
    date: isoDay,
    notes: z.string().nullable(),
    status: z.enum(['pending', 'done']),
  })
  .meta({ id: 'ScheduledAssessmentView' });
export type ScheduledAssessmentView = z.infer<typeof scheduledAssessmentViewSchema>;

export const providerReportSchema = z
  .object({
    type: z.enum(REPORT_TYPES.map((type) => type.id) as [ReportType, ...ReportType[]]),
    period: z.enum(REPORT_PERIODS.map((period) => period.id) as [ReportPeriod, ...ReportPeriod[]]),
    from: isoDateTime,
    to: isoDateTime,
    totalPatients: z.number().int(),
    sharedAssessments: z.number().int(),
    avgScore: z.number().nullable(),
    avgChangeSinceFirst: z.number().int().nullable(),
    /** Assessment History and Comprehensive: every shared assessment of the period, oldest first (else empty). */
    rows: z.array(
      z.object({
        patientName: z.string(),
        date: isoDay,
        score: z.number().int(),
        answeredCount: answeredCountSchema,
        screening: pcl5ScreeningSchema,
      }),
    ),
    /**
     * Progress Summary and Comprehensive: each patient's first and latest complete shared score (every question
     * answered), the change in points between them and the latest one's screening label (else empty).
     */
    progress: z.array(
      z.object({
        patientName: z.string(),
        firstScore: z.number().int().nullable(),
        latestScore: z.number().int().nullable(),
        changeSinceFirst: pointsChangeSchema,
        screening: pcl5ScreeningSchema.exclude(['partial']).nullable(),
        sharedInPeriod: z.number().int(),
      }),
    ),
    /**
     * Mood Analysis and Comprehensive: the period's check-ins, practice and crisis moments of each patient who
     * shares those summaries with this provider (else empty); the others are only counted.
     */
    wellness: z.array(
      z.object({
        patientName: z.string(),
        moodDays: z.number().int(),
        avgMood: z.number().nullable(),
        lowestMood: z.number().nullable(),
        practiceSessions: z.number().int(),
        practiceMinutes: z.number().int(),
        practiceUntimedSessions: z.number().int(),
        crisisEvents: z.number().int(),
      }),
    ),
    wellnessNotShared: z.number().int(),
  })
  .meta({ id: 'ProviderReport' });
export type ProviderReport = z.infer<typeof providerReportSchema>;

export const providerAccessEventSchema = z
  .object({ providerName: z.string().nullable(), providerEmail: z.string(), what: z.string(), at: isoDateTime })
  .meta({ id: 'ProviderAccessEvent' });
export type ProviderAccessEvent = z.infer<typeof providerAccessEventSchema>;

export const patientInvitationViewSchema = z
  .object({ id: z.number().int(), providerName: z.string(), providerEmail: z.string(), invitedAt: isoDateTime })
  .meta({ id: 'PatientInvitationView' });
export type PatientInvitationView = z.infer<typeof patientInvitationViewSchema>;

/** A patient who named the provider's verified address and waits for the provider to accept or decline. */
export const providerRequestViewSchema = z
  .object({
    id: z.number().int(),
    patientName: z.string(),
    /** The patient's own address, only when the patient has verified it. */
    patientEmail: z.string().nullable(),
    requestedAt: isoDateTime,
  })
  .meta({ id: 'ProviderRequestView' });
export type ProviderRequestView = z.infer<typeof providerRequestViewSchema>;
