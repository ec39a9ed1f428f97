import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotificationEntity } from '../entities/notification.entity';
import { NotificationQueueService } from '../notification-queue.service';

const BATCH = 200;

/**
 * Gives every pending notification a live delivery job (a job lost with Redis is added again): the batches of its
 * instant for one due later and not failed yet, its own job for the others. Idempotent: the reminders reconcile
 * runs it at worker start, every few minutes and after Redis lost its data. Returns how many own jobs it
 * (re-)enqueued.
 */
@Injectable()
export class ReenqueuePendingDeliveriesUseCase {
  constructor(
    @InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>,
    private readonly deliveries: NotificationQueueService,
  ) {}

  async execute(): Promise<number> {
    const pending = await this.notifications.find({
      select: { id: true, scheduledFor: true, lastError: true },
      where: { status: 'pending' },
      order: { id: 'ASC' },
    });
    const inBatch = (row: NotificationEntity) =>
      row.lastError === null && this.deliveries.deliveredInBatch(row.scheduledFor);
    await this.deliveries.enqueueDue(pending.filter(inBatch).map((row) => row.scheduledFor?.getTime() ?? 0));
    const own = pending.filter((row) => !inBatch(row));
    let reenqueued = 0;
    for (let i = 0; i < own.length; i += BATCH) {
      const results = await Promise.all(
        own.slice(i, i + BATCH).map((row) => this.deliveries.ensureEnqueued(row.id, row.scheduledFor)),
      );
      reenqueued += results.filter(Boolean).length;
    }
    return reenqueued;
  }
}
