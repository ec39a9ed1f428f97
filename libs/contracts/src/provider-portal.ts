import { z } from 'zod';
import { rowIdTextSchema } from './row-id';
import { PASSWORD_MIN_LENGTH } from './auth';
import { visibleName, visibleUsername } from './display-text';

export const REPORT_TYPES = [
  { id: 'progress_summary', label: 'Progress Summary' },
  { id: 'assessment_history', label: 'Assessment History' },
  { id: 'mood_analysis', label: 'Mood Analysis' },
  { id: 'comprehensive', label: 'Comprehensive Report' },
] as const;
export type ReportType = (typeof REPORT_TYPES)[number]['id'];

/** What each report type holds besides its headline figures: patients' progress, shared assessments, wellness. */
export type ReportSection = 'progress' | 'history' | 'wellness';
export const REPORT_SECTIONS: Record<ReportType, readonly ReportSection[]> = {
  progress_summary: ['progress'],
  assessment_history: ['history'],
  mood_analysis: ['wellness'],
  comprehensive: ['progress', 'history', 'wellness'],
};

export const REPORT_PERIODS = [
  { id: 'week', label: 'Last Week', days: 7 },
  { id: 'month', label: 'Last Month', days: 30 },
  { id: 'quarter', label: 'Last Quarter', days: 91 },
  { id: 'year', label: 'Last Year', days: 365 },
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number]['id'];

const email = z.email({ error: 'must be a valid email address' }).max(254);
const trimmedName = z.string().trim().min(1, { error: 'is required' }).max(200);

export const providerInviteSchema = z.object({ email, name: visibleName(trimmedName, 'Name') }).strict();
export type ProviderInviteRequest = z.input<typeof providerInviteSchema>;
export const providerSignUpSchema = z
  .object({
    token: z.string().min(1, { error: 'is required' }).max(200),
    username: visibleUsername(z.string().trim().min(1, { error: 'is required' }).max(50)),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(500),
  })
  .strict();
export type ProviderSignUpRequest = z.input<typeof providerSignUpSchema>;

export const acknowledgeAlertSchema = z.object({ note: z.string().trim().min(1, { error: 'is required' }).max(2000) });
export type AcknowledgeAlertRequest = z.input<typeof acknowledgeAlertSchema>;

export const invitePatientSchema = z
  .object({ email, name: visibleName(z.string().trim().max(200), 'Name').nullish() })
  .strict();
export type InvitePatientRequest = z.input<typeof invitePatientSchema>;

export const scheduleAssessmentSchema = z
  .object({
    patientId: rowIdTextSchema,
    date: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
    notes: z.string().trim().max(2000).nullish(),
  })
  .strict();
export type ScheduleAssessmentRequest = z.input<typeof scheduleAssessmentSchema>;

/** The longest message a provider sends a patient, in characters. */
export const PATIENT_MESSAGE_MAX = 500;
export const patientMessageSchema = z.object({
  message: z.string().trim().min(1, { error: 'is required' }).max(PATIENT_MESSAGE_MAX),
});
export type PatientMessageRequest = z.input<typeof patientMessageSchema>;

export const reportQuerySchema = z.object({
  type: z.enum(REPORT_TYPES.map((type) => type.id) as [ReportType, ...ReportType[]]),
  period: z.enum(REPORT_PERIODS.map((period) => period.id) as [ReportPeriod, ...ReportPeriod[]]),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** GET /api/user/summary.pdf: the moments the assistant noticed were hard are included only when asked (`true`). */
export const summaryPdfQuerySchema = z
  .object({
    includeHardMoments: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();
export type SummaryPdfQuery = z.output<typeof summaryPdfQuerySchema>;

/** The days a shared wellness summary covers. */
export const WELLNESS_SUMMARY_DAYS = 30;
