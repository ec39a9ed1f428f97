import { z } from 'zod';

/** Every BullMQ queue, named once. */
export enum QueueName {
  maintenance = 'maintenance',
  subscriptions = 'subscriptions',
  reminders = 'reminders',
  notificationDelivery = 'notification-delivery',
}

// Each queue lists its jobs (the job name is the handler's name) beside the zod schema of each job's data.
// Processors parse job data with these schemas: a job is never trusted to carry what its type says.

/** Data of a job that carries none (a periodic sweep reads PostgreSQL); BullMQ may store it as `{}`. */
export const noPayloadSchema = z.object({}).optional();

/** Jobs of the maintenance queue: the hourly purge of expired sessions. */
export const MaintenanceJob = {
  purgeExpiredSessions: 'purgeExpiredSessions',
} as const;

/** Jobs of the subscriptions queue: an hourly sweep of trial and period boundaries. */
export const SubscriptionJob = {
  processSubscriptionBoundaries: 'processSubscriptionBoundaries',
} as const;

/** Jobs of the reminders queue: schedule firings, the periodic rebuild from PostgreSQL, the assessment sweep. */
export const ReminderJob = {
  materializeReminder: 'materializeReminder',
  reconcileSchedules: 'reconcileSchedules',
  sweepAssessmentReminders: 'sweepAssessmentReminders',
} as const;

/** Data of ReminderJob.materializeReminder. `version` lets a job fired from an outdated template be ignored. */
export const materializeReminderPayloadSchema = z.object({
  scheduleId: z.number().int().positive(),
  version: z.number().int().nonnegative(),
});
export type MaterializeReminderPayload = z.output<typeof materializeReminderPayloadSchema>;

/**
 * Jobs of the notification-delivery queue: one job per notification (its id `notification-<id>`), and a few
 * jobs per instant at which prepared reminders fall due, which deliver them together (ids `due-<epoch ms>-<k>`).
 */
export const NotificationJob = {
  deliverNotification: 'deliverNotification',
  deliverDue: 'deliverDue',
} as const;

/** Data of NotificationJob.deliverNotification. */
export const deliverNotificationPayloadSchema = z.object({
  notificationId: z.number().int().positive(),
});
export type DeliverNotificationPayload = z.output<typeof deliverNotificationPayloadSchema>;

/** Data of NotificationJob.deliverDue: the instant (epoch ms) whose notifications it delivers, with any due before. */
export const deliverDuePayloadSchema = z.object({
  dueAt: z.number().int().nonnegative(),
});
export type DeliverDuePayload = z.output<typeof deliverDuePayloadSchema>;
