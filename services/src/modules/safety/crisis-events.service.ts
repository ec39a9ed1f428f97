import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, MoreThanOrEqual, type Repository } from 'typeorm';
import type { CrisisEventSource, CrisisTierName } from '@anchor/contracts';
import { CrisisEventEntity } from './entities/crisis-event.entity';

/**
 * The person's own record of crisis moments. A provider sees only their count and the latest one (an alert to
 * acknowledge), and only when the person turned on wellness sharing for that provider (through `summarySince`).
 */
@Injectable()
export class CrisisEventsService {
  constructor(@InjectRepository(CrisisEventEntity) private readonly events: Repository<CrisisEventEntity>) {}

  /** Records one event; pass the caller's transaction so it is stored with the exchange or not at all. */
  async record(
    event: {
      userId: number;
      tier: Exclude<CrisisTierName, 'none'>;
      source: CrisisEventSource;
      sessionId: string | null;
    },
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager ? manager.getRepository(CrisisEventEntity) : this.events;
    await repository.insert(event);
  }

  /** How many events since `from`, and the latest of them. */
  async summarySince(userId: number, from: Date): Promise<{ count: number; latest: { id: number; at: Date } | null }> {
    const where = { userId, createdAt: MoreThanOrEqual(from) };
    const [count, latest] = await Promise.all([
      this.events.count({ where }),
      this.events.findOne({ where, order: { createdAt: 'DESC', id: 'DESC' } }),
    ]);
    return { count, latest: latest ? { id: latest.id, at: latest.createdAt } : null };
  }
}
