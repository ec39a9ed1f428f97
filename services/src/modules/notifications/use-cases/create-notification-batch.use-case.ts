import { Injectable } from '@nestjs/common';
import { NotificationQueueService } from '../notification-queue.service';
import {
  type KeyedNotification,
  NotificationRowsService,
  type WrittenNotification,
} from '../notification-rows.service';

/**
 * Many notifications at once (the reminders of one minute): one multi-row write, then one addBulk for every
 * row still pending, as CreateNotificationUseCase does for one. The result is in the order of the input.
 */
@Injectable()
export class CreateNotificationBatchUseCase {
  constructor(
    private readonly rows: NotificationRowsService,
    private readonly queue: NotificationQueueService,
  ) {}

  async execute(inputs: KeyedNotification[]): Promise<WrittenNotification[]> {
    if (inputs.length === 0) return [];
    const written = await this.rows.insertMany(inputs);
    const pending = new Map(written.filter((row) => row.status === 'pending').map((row) => [row.id, row]));
    await this.queue.enqueueMany([...pending.values()]);
    return written;
  }
}
