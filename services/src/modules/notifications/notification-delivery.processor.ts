import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { NotificationJob, QueueName } from '@anchor/contracts';
import { DeliverNotificationUseCase, type DeliveryResult } from './deliver-notification.use-case';
import type { DeliverNotificationPayload } from './notification-queue.service';

@Processor(QueueName.notificationDelivery, { concurrency: 100 })
export class NotificationDeliveryProcessor extends WorkerHost {
  constructor(private readonly deliver: DeliverNotificationUseCase) {
    super();
  }

  async process(job: Job<DeliverNotificationPayload>): Promise<DeliveryResult | undefined> {
    if (job.name !== NotificationJob.deliverNotification) return undefined;
    // On the last attempt a push that still fails is recorded as failed instead of thrown away.
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return this.deliver.execute(job.data.notificationId, finalAttempt);
  }
}
