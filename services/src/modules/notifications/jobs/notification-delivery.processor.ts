import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import {
  deliverDuePayloadSchema,
  deliverNotificationPayloadSchema,
  NotificationJob,
  QueueName,
} from '@anchor/contracts';
import { LoggedWorkerHost } from '../../../common/logged-worker-host';
import { processorOptions } from '../../../config/worker-timing-config';
import { unknownJob } from '../../../common/unknown-job';
import { DeliverNotificationUseCase, type DeliveryResult } from '../delivery/deliver-notification.use-case';
import { DeliverDueNotificationsUseCase, type DeliverDueResult } from '../delivery/deliver-due-notifications.use-case';

@Processor(QueueName.notificationDelivery, processorOptions({ concurrency: 100 }))
export class NotificationDeliveryProcessor extends LoggedWorkerHost {
  constructor(
    private readonly deliverNotification: DeliverNotificationUseCase,
    private readonly deliverDueNotifications: DeliverDueNotificationsUseCase,
  ) {
    super();
  }

  async process(job: Job<unknown>): Promise<DeliveryResult | DeliverDueResult> {
    switch (job.name) {
      case NotificationJob.deliverNotification: {
        const { notificationId } = deliverNotificationPayloadSchema.parse(job.data);
        // On the last attempt a push that still fails is recorded as failed instead of thrown away.
        const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        return this.deliverNotification.execute({ notificationId, finalAttempt });
      }
      case NotificationJob.deliverDue: {
        // This instant's, claimed ahead and pushed at the instant; then everything else due by now. A batch never
        // delivers before a notification's time.
        const { dueAt } = deliverDuePayloadSchema.parse(job.data);
        return this.deliverDueNotifications.execute({ holder: job.id ?? job.name, dueAt });
      }
      default:
        return unknownJob(QueueName.notificationDelivery, job.name);
    }
  }
}
