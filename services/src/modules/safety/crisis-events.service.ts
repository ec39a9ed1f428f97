import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { CrisisTierName, InputSource } from '@anchor/contracts';
import { CrisisEventEntity } from './entities/crisis-event.entity';

/** The person's own record of crisis moments. It is never shared with a provider. */
@Injectable()
export class CrisisEventsService {
  constructor(@InjectRepository(CrisisEventEntity) private readonly events: Repository<CrisisEventEntity>) {}

  /** Records one event; pass the caller's transaction so it is stored with the exchange or not at all. */
  async record(
    event: { userId: number; tier: Exclude<CrisisTierName, 'none'>; source: InputSource; sessionId: string },
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager ? manager.getRepository(CrisisEventEntity) : this.events;
    await repository.insert(event);
  }
}
