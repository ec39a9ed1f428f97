import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PreparePushesUseCase } from '../delivery/prepare-pushes.use-case';
import { NotificationQueueService } from '../notification-queue.service';
import {
  type KeyedNotification,
  NotificationRowsService,
  type WrittenNotification,
} from '../notification-rows.service';

/**
 * Many notifications at once (the reminders of one minute): one multi-row write, then one addBulk for every
 * row still pending, as CreateNotificationUseCase does for one. The result is in the order of the input.
 * Rows not due yet (written ahead of their minute) get their Web Pushes encrypted before their jobs are queued.
 */
@Injectable()
export class CreateNotificationBatchUseCase {
  constructor(
    private readonly rows: NotificationRowsService,
    private readonly queue: NotificationQueueService,
    private readonly preparePushes: PreparePushesUseCase,
  ) {}

  async execute(inputs: KeyedNotification[]): Promise<WrittenNotification[]> {
    const written = await this.write(inputs);
    await this.dispatch(written);
    return written;
  }

  /** The rows only, inside the caller's transaction when a manager is given. Call `dispatch` after commit. */
  write(inputs: KeyedNotification[], manager?: EntityManager): Promise<WrittenNotification[]> {
    return this.rows.insertMany(inputs, manager);
  }

  /** After commit: prepares the pushes of the pending rows not due yet, then queues every pending row's delivery. */
  async dispatch(written: WrittenNotification[]): Promise<void> {
    const pending = [
      ...new Map(written.filter((row) => row.status === 'pending').map((row) => [row.id, row])).values(),
    ];
    await this.preparePushes.execute(pending);
    await this.queue.enqueueMany(pending);
  }
}
