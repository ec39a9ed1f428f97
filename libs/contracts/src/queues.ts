/** Every BullMQ queue, named once. */
export enum QueueName {
  maintenance = 'maintenance',
  subscriptions = 'subscriptions',
  reminders = 'reminders',
  notificationDelivery = 'notification-delivery',
}

/** Jobs of the maintenance queue: the job name is the handler's name. */
export const MaintenanceJob = {
  purgeExpiredSessions: 'purgeExpiredSessions',
} as const;

/** Jobs of the subscriptions queue: an hourly sweep of trial and period boundaries. */
export const SubscriptionJob = {
  processSubscriptionBoundaries: 'processSubscriptionBoundaries',
} as const;

/** Jobs of the reminders queue (issue 5): schedule firings, the periodic rebuild from PostgreSQL, the assessment sweep. */
export const ReminderJob = {
  materializeReminder: 'materializeReminder',
  reconcileSchedules: 'reconcileSchedules',
  sweepAssessmentReminders: 'sweepAssessmentReminders',
} as const;

/** Jobs of the notification-delivery queue: one job per notification, its id `notification-<id>`. */
export const NotificationJob = {
  deliverNotification: 'deliverNotification',
} as const;
