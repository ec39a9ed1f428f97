import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { type DeliverDuePayload, type DeliverNotificationPayload, NotificationJob, QueueName } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { PreparedPushStore } from './delivery/prepared-push.store';

export const DELIVERY_ATTEMPTS = 5;
export const DELIVERY_BACKOFF_MS = 2_000;

/** BullMQ refuses integer and ':'-holding ids; this one is unique per notification, so adding twice adds once. */
export function deliveryJobId(notificationId: number): string {
  return `notification-${notificationId}`;
}

/**
 * Notifications written at least this long before their time are delivered by the batches of their instant;
 * one due sooner (or late) gets its own job. The lead leaves a batch the time to claim what was written after it
 * started: a batch that started before the row was written claims it after the instant, with whatever else is due.
 */
export const BATCH_LEAD_MS = 5_000;
/**
 * How long before their instant a minute's batch jobs start: they claim its notifications and read their prepared
 * pushes then, and at the instant only POST and record. Long enough for the peak minute's 50,000 claims to be done
 * before the instant on a busy 2-core machine (the minute's rows are written about a minute ahead); rows written
 * after a batch started are claimed by it after the instant.
 */
export const CLAIM_AHEAD_MS = 20_000;
/** Batch jobs per instant: the workers share them, each claiming its own notifications. */
export const BATCHES_PER_INSTANT = 4;

/** One id per instant and batch: the thousands of rows of one minute add the same few jobs. */
export function dueJobId(dueAt: number, batch: number): string {
  return `due-${dueAt}-${batch}`;
}

const deliveryJobOptions: JobsOptions = {
  attempts: DELIVERY_ATTEMPTS,
  backoff: { type: 'exponential', delay: DELIVERY_BACKOFF_MS },
  // Finished jobs stay a day so that a second add of the same id is still a no-op; PostgreSQL guards the rest.
  removeOnComplete: { age: 24 * 3600, count: 50_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

@Injectable()
export class NotificationQueueService {
  private readonly logger = new Logger(NotificationQueueService.name);

  constructor(
    @InjectQueue(QueueName.notificationDelivery)
    private readonly queue: Queue<DeliverNotificationPayload | DeliverDuePayload>,
    private readonly clock: Clock,
    private readonly preparedPushes: PreparedPushStore,
  ) {}

  /** Enqueues delivery at `at` (now when null). Returns false when Redis refused: the reconcile job re-enqueues. */
  async enqueue(notificationId: number, at: Date | null): Promise<boolean> {
    try {
      await this.queue.add(
        NotificationJob.deliverNotification,
        { notificationId },
        this.jobOptions(notificationId, at),
      );
      return true;
    } catch (error) {
      this.logger.warn(`Could not enqueue notification ${notificationId}: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * `enqueue` for many notifications in one Redis round trip. Each job keeps its id, so a notification already
   * queued is not queued twice. Returns false when Redis refused: the reconcile job re-enqueues.
   */
  async enqueueMany(notifications: { id: number; scheduledFor: Date | null }[]): Promise<boolean> {
    if (notifications.length === 0) return true;
    const ahead = notifications.filter(({ scheduledFor }) => this.deliveredInBatch(scheduledFor));
    const own = notifications.filter(({ scheduledFor }) => !this.deliveredInBatch(scheduledFor));
    try {
      await this.queue.addBulk([
        ...this.dueJobs(ahead.map(({ scheduledFor }) => scheduledFor?.getTime() ?? 0)),
        ...own.map(({ id, scheduledFor }) => ({
          name: NotificationJob.deliverNotification,
          data: { notificationId: id },
          opts: this.jobOptions(id, scheduledFor),
        })),
      ]);
      return true;
    } catch (error) {
      this.logger.warn(`Could not enqueue ${notifications.length} notification(s): ${(error as Error).message}`);
      return false;
    }
  }

  /** Whether a notification due at `at` is left to the batches of its instant (see BATCH_LEAD_MS). */
  deliveredInBatch(at: Date | null): boolean {
    return at !== null && at.getTime() - this.clock.now().getTime() >= BATCH_LEAD_MS;
  }

  /** The batch jobs of these instants (epoch ms), each added once however many notifications share it. */
  async enqueueDue(instants: number[]): Promise<void> {
    await this.queue.addBulk(this.dueJobs(instants));
  }

  /** A push failed: the notification's own job tries again after the backoff (and then with its own backoff). */
  async enqueueRetries(notificationIds: number[]): Promise<void> {
    const at = new Date(this.clock.now().getTime() + DELIVERY_BACKOFF_MS);
    await Promise.all(notificationIds.map((id) => this.ensureEnqueued(id, at)));
  }

  private dueJobs(instants: number[]): { name: string; data: DeliverDuePayload; opts: JobsOptions }[] {
    const now = this.clock.now().getTime();
    return [...new Set(instants)].flatMap((dueAt) =>
      Array.from({ length: BATCHES_PER_INSTANT }, (_, batch) => ({
        name: NotificationJob.deliverDue,
        data: { dueAt },
        opts: {
          jobId: dueJobId(dueAt, batch),
          delay: Math.max(0, dueAt - CLAIM_AHEAD_MS - now),
          attempts: DELIVERY_ATTEMPTS,
          backoff: { type: 'exponential', delay: DELIVERY_BACKOFF_MS },
          // Gone once done: an instant's batches added again later (a rebuild from PostgreSQL) run again.
          removeOnComplete: true,
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      })),
    );
  }

  /**
   * Makes sure a pending notification has a live job: a job lost with Redis is added again, a finished job
   * left behind by a crash is replaced. Returns true when it (re-)enqueued.
   */
  async ensureEnqueued(notificationId: number, at: Date | null): Promise<boolean> {
    const job = await this.queue.getJob(deliveryJobId(notificationId));
    if (job) {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed') return false;
      await job.remove();
    }
    return this.enqueue(notificationId, at);
  }

  private jobOptions(notificationId: number, at: Date | null): JobsOptions {
    const delay = at ? Math.max(0, at.getTime() - this.clock.now().getTime()) : 0;
    return { ...deliveryJobOptions, jobId: deliveryJobId(notificationId), delay };
  }

  /** After the row is committed: a notification still pending gets its delivery job. */
  async enqueuePending(notification: { id: number; status: string; scheduledFor: Date | null }): Promise<void> {
    if (notification.status === 'pending') await this.enqueue(notification.id, notification.scheduledFor);
  }

  /** A withdrawn notification: its delivery job and the pushes prepared for it go. */
  async remove(notificationId: number): Promise<void> {
    try {
      await this.preparedPushes.forget([notificationId]);
      await this.queue.remove(deliveryJobId(notificationId));
    } catch (error) {
      // A job that is running cannot be removed; its delivery finds the row gone and does nothing.
      this.logger.warn(`Could not remove delivery of notification ${notificationId}: ${(error as Error).message}`);
    }
  }
}
