/**
 * Notifications and reminder schedules: the in-app list, push, daily reminders and one-off scheduling.
 * The server keeps every notification in PostgreSQL; web push and the in-app bell show the same rows.
 */

import { z } from 'zod';
import { visibleName } from './display-text';
import { pageNumberSchema } from './row-id';
import {
  DEFAULT_MEDICATION_TIME,
  NOTIFICATION_ACTIONS,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_DATA_MAX_BYTES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  type NotificationType,
  type ReminderKind,
  SNOOZE_MINUTES,
} from './notifications-constants';

// Plain values apart from the zod schemas: a screen that needs one does not load zod.
export * from './notifications-constants';

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Data carried by a notification: medicationName/medicationId, checkType 'daily_mood', category 'daily_tip', priority 'high', or action 'take-assessment' + urgency. */
export type NotificationData = Record<string, unknown>;

/** One notification as the server returns it (GET /api/notifications). Dates are ISO strings. */
export interface NotificationItem {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
  /** True when it was created for a later time (schedule, reminder), false for send-immediate. */
  scheduled: boolean;
  scheduledFor: string | null;
  /** True once delivered in-app (status 'sent'). */
  sent: boolean;
  sentAt: string | null;
  status: NotificationStatus;
  attempts: number;
  /** Short reason when status is 'failed'; never contains health data. */
  lastError: string | null;
  readAt: string | null;
  /** Actions the user may take (medication reminders: taken, snooze). */
  actions: NotificationAction[];
  /** Action already recorded for this notification, if any. */
  actionTaken: NotificationAction | null;
  createdAt: string;
}

/** GET /api/notifications?page=1&pageSize=20 — newest first. */
export interface NotificationListResponse {
  items: NotificationItem[];
  unreadCount: number;
  total: number;
  page: number;
  pageSize: number;
}

export const notificationListQuerySchema = z
  .object({
    page: pageNumberSchema,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** The JSON every push message carries (decrypted by the browser's service worker). */
export interface PushPayload {
  notificationId: number;
  title: string;
  body: string;
  type: NotificationType;
  data: NotificationData;
  actions: { action: NotificationAction; title: string }[];
}

export const PUSH_ACTION_TITLES: Record<NotificationAction, string> = {
  taken: 'Taken',
  snooze: `Snooze ${SNOOZE_MINUTES} min`,
};

/** True when the IANA time zone name is known to this runtime (browser or Node). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeOfDaySchema = z
  .string({ error: 'time must be HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:MM (00:00-23:59)' });

export const timeZoneSchema = z
  .string({ error: 'timeZone must be an IANA time zone name' })
  .max(64)
  .refine(isValidTimeZone, { error: 'timeZone must be an IANA time zone name, e.g. Europe/Paris' });

const titleSchema = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, { error: 'title is required' })
  .max(NOTIFICATION_TITLE_MAX);
const bodySchema = z
  .string({ error: 'body is required' })
  .trim()
  .min(1, { error: 'body is required' })
  .max(NOTIFICATION_BODY_MAX);
/** Types a client may create: 'medication' (with its medication id and Taken/Snooze) is the server's own. */
const CLIENT_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter(
  (type): type is Exclude<NotificationType, 'medication'> => type !== 'medication',
);
const typeSchema = z.enum(CLIENT_NOTIFICATION_TYPES, {
  error: (issue) =>
    issue.input === 'medication'
      ? 'medication reminders come only from a medication schedule (POST /api/reminders/medication)'
      : `type must be one of ${CLIENT_NOTIFICATION_TYPES.join(', ')}`,
});

/** Free-form data is flat or nearly so: a deeper object has no use in a notification. */
const NOTIFICATION_DATA_MAX_DEPTH = 3;

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let deepest = 0;
  for (const item of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(item));
    if (deepest >= NOTIFICATION_DATA_MAX_DEPTH) break;
  }
  return deepest + 1;
}

const dataSchema = z
  .record(z.string(), z.unknown(), { error: 'data must be an object' })
  .refine((data) => depthOf(data) <= NOTIFICATION_DATA_MAX_DEPTH, {
    error: `data must be nested at most ${NOTIFICATION_DATA_MAX_DEPTH} levels deep`,
    abort: true,
  })
  .refine((data) => new TextEncoder().encode(JSON.stringify(data)).length <= NOTIFICATION_DATA_MAX_BYTES, {
    error: `data must be at most ${NOTIFICATION_DATA_MAX_BYTES} bytes of JSON`,
  });

/** POST /api/notifications/schedule. A time earlier than now moves to the next day. */
export const scheduleNotificationSchema = z
  .object({
    title: titleSchema,
    body: bodySchema,
    type: typeSchema,
    scheduled: z.iso.datetime({ offset: true, error: 'scheduled must be an ISO date-time' }),
    data: dataSchema.optional(),
  })
  .strict();
export type ScheduleNotificationRequest = z.input<typeof scheduleNotificationSchema>;

/** POST /api/notifications/send-immediate: created and delivered now through the queue. */
export const sendImmediateSchema = z
  .object({ title: titleSchema, body: bodySchema, type: typeSchema, data: dataSchema.optional() })
  .strict();
export type SendImmediateRequest = z.input<typeof sendImmediateSchema>;

/** POST /api/notifications/:id/actions — 'taken' records adherence, 'snooze' reminds again in 10 minutes. */
export const notificationActionSchema = z
  .object({ action: z.enum(NOTIFICATION_ACTIONS, { error: 'action must be taken or snooze' }) })
  .strict();

export interface NotificationActionResponse {
  notification: NotificationItem;
  /** The one-off reminder created by 'snooze'. */
  snoozedUntil: string | null;
}

/** A browser PushSubscription as `subscription.toJSON()` gives it. */
const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'token.endpoint must be an http(s) URL' }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().min(1, { error: 'token.keys.p256dh is required' }).max(200),
    auth: z.string().min(1, { error: 'token.keys.auth is required' }).max(100),
  }),
});
export type WebPushSubscriptionJson = z.input<typeof webPushSubscriptionSchema>;

/** POST /api/notifications/register-token: a Web Push subscription, or a native token with its platform. */
export const registerTokenSchema = z.union(
  [
    z.object({ token: webPushSubscriptionSchema }).strict(),
    z
      .object({
        token: z.string().min(1, { error: 'token is required' }).max(4096),
        platform: z.enum(['ios', 'android'], { error: 'platform must be ios or android' }),
      })
      .strict(),
  ],
  { error: 'token must be a Web Push subscription or a native token with platform' },
);
export type RegisterTokenRequest = z.input<typeof registerTokenSchema>;

export interface RegisterTokenResponse {
  id: number;
  kind: 'web' | 'native';
}

/** DELETE /api/notifications/subscriptions (body) — removes the caller's subscription with this endpoint. */
export const unregisterSubscriptionSchema = z
  .object({ endpoint: z.string().min(1, { error: 'endpoint is required' }).max(4096) })
  .strict();
export type UnregisterSubscriptionRequest = z.input<typeof unregisterSubscriptionSchema>;

/** GET /api/notifications/vapid-public-key — the applicationServerKey for pushManager.subscribe. */
export interface VapidPublicKeyResponse {
  publicKey: string;
}

/** One reminder schedule (GET /api/reminders). Recurring ones have `time`; one-off ones have `runAt`. */
export interface ReminderSchedule {
  id: number;
  kind: ReminderKind;
  /** Local time HH:MM in `timeZone` for a daily reminder; null for a one-off. */
  time: string | null;
  /** The instant of a one-off reminder (snooze, POST /api/notifications/schedule); null when recurring. */
  runAt: string | null;
  timeZone: string;
  active: boolean;
  medicationId: number | null;
  medicationName: string | null;
  dosage: string | null;
  /** Next time it fires (ISO), null when inactive or already fired. */
  nextRunAt: string | null;
  createdAt: string;
}

export interface ReminderListResponse {
  items: ReminderSchedule[];
  /** The caller's stored time zone (users.time_zone, default 'UTC'). */
  timeZone: string;
}

/** POST /api/reminders/medication — creates a medication (with its time slot) and its daily reminder. */
export const medicationReminderSchema = z
  .object({
    medicationName: visibleName(
      z.string({ error: 'medicationName is required' }).trim().min(1, { error: 'medicationName is required' }).max(100),
      'Medication name',
    ),
    time: timeOfDaySchema.default(DEFAULT_MEDICATION_TIME),
    dosage: z.string().trim().max(100).optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type MedicationReminderRequest = z.input<typeof medicationReminderSchema>;

/** PUT /api/reminders/daily/:kind answer: the schedule, or null when switched off. */
export interface ReminderToggleResponse {
  schedule: ReminderSchedule | null;
}

/** POST /api/reminders/medication answer. */
export interface MedicationReminderResponse {
  medicationId: number;
  schedule: ReminderSchedule;
}
