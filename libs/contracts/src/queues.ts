/** Every BullMQ queue, named once. */
export enum QueueName {
  maintenance = 'maintenance',
}

/** Jobs of the maintenance queue: the job name is the handler's name. */
export const MaintenanceJob = {
  purgeExpiredSessions: 'purgeExpiredSessions',
} as const;
