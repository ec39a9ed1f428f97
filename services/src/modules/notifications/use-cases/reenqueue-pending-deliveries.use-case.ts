import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotificationEntity } from '../entities/notification.entity';
import { NotificationQueueService } from '../notification-queue.service';

const BATCH = 200;

/**
 * Gives every pending notification a live delivery job (a job lost with Redis is added again). Idempotent:
 * the reminders reconcile runs it at worker start, every few minutes and after Redis lost its data.
 * Returns how many it (re-)enqueued.
 */
@Injectable()
export class ReenqueuePendingDeliveriesUseCase {
  constructor(
    @InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>,
    private readonly deliveries: NotificationQueueService,
  ) {}

  async execute(): Promise<number> {
    const pending = await this.notifications.find({
      select: { id: true, scheduledFor: true },
      where: { status: 'pending' },
      order: { id: 'ASC' },
    });
    let reenqueued = 0;
    for (let i = 0; i < pending.length; i += BATCH) {
      const results = await Promise.all(
        pending.slice(i, i + BATCH).map((row) => this.deliveries.ensureEnqueued(row.id, row.scheduledFor)),
      );
      reenqueued += results.filter(Boolean).length;
    }
    return reenqueued;
  }
}
