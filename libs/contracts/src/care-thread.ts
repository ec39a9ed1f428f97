/** The care thread: messages both ways between a patient and the clinician account they accepted. */
import { z } from 'zod';

export const CARE_MESSAGE_MAX = 1000;

export const careReplySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(CARE_MESSAGE_MAX, { error: `must be at most ${CARE_MESSAGE_MAX} characters` }),
});
export type CareReplyRequest = z.input<typeof careReplySchema>;

const isoDateTime = z.string().meta({ description: 'ISO 8601 date and time' });

export const CARE_AUTHORS = ['patient', 'provider'] as const;
export type CareAuthor = (typeof CARE_AUTHORS)[number];

export const careMessageViewSchema = z
  .object({
    id: z.number().int(),
    author: z.enum(CARE_AUTHORS),
    body: z.string(),
    createdAt: isoDateTime,
    /** When the other side read it; null while unread. */
    readAt: isoDateTime.nullable(),
  })
  .meta({ id: 'CareMessage' });
export type CareMessageView = z.infer<typeof careMessageViewSchema>;

export const careRequestViewSchema = z
  .object({
    id: z.number().int(),
    /** A calendar date (YYYY-MM-DD). */
    dueDate: z.string(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'CareRequest' });
export type CareRequestView = z.infer<typeof careRequestViewSchema>;

export const myClinicianViewSchema = z
  .object({
    /** The clinician account the patient accepted most recently, or null when there is none. */
    clinician: z.object({ name: z.string() }).nullable(),
    /** False after Stop sharing or revocation: the thread stays readable, nobody can write. */
    open: z.boolean(),
    /** Oldest first. */
    messages: z.array(careMessageViewSchema),
    /** Requests still waiting for a shared assessment made after them, soonest due first. */
    requests: z.array(careRequestViewSchema),
  })
  .meta({ id: 'MyClinician' });
export type MyClinicianView = z.infer<typeof myClinicianViewSchema>;

export const providerThreadViewSchema = z
  .object({ messages: z.array(careMessageViewSchema) })
  .meta({ id: 'ProviderThread' });
export type ProviderThreadView = z.infer<typeof providerThreadViewSchema>;

export const SENT_INVITATION_STATUSES = ['waiting', 'accepted', 'declined', 'expired'] as const;

/** An invitation as the clinician who sent it sees it: to whom, and the patient's answer. */
export const sentInvitationViewSchema = z
  .object({
    id: z.number().int(),
    patientEmail: z.string(),
    status: z.enum(SENT_INVITATION_STATUSES),
    sentAt: isoDateTime,
    /** When the patient accepted or declined; null while waiting or once expired. */
    answeredAt: isoDateTime.nullable(),
  })
  .meta({ id: 'SentInvitation' });
export type SentInvitationView = z.infer<typeof sentInvitationViewSchema>;
