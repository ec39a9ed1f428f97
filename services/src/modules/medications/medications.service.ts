import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ApiException } from '../../common/api-error';
import { MedicationEntity } from './entities/medication.entity';

export interface MedicationInput {
  name: string;
  dosage: string | null;
  frequency?: string | null;
  /** HH:MM local times. */
  timeSlots: string[];
  active?: boolean;
}

/**
 * The only reader and writer of the medications table; every call is scoped to the owner. Each method takes an
 * optional EntityManager so that a caller's transaction (a medication with its reminder) commits as one.
 */
@Injectable()
export class MedicationsService {
  constructor(@InjectRepository(MedicationEntity) private readonly medications: Repository<MedicationEntity>) {}

  list(userId: number, manager?: EntityManager): Promise<MedicationEntity[]> {
    return this.repository(manager).find({ where: { userId }, order: { id: 'ASC' } });
  }

  /** 404 for another user's medication as for a missing one: ids of others are not revealed. */
  async getOwned(userId: number, id: number, manager?: EntityManager): Promise<MedicationEntity> {
    const medication = await this.repository(manager).findOneBy({ id, userId });
    if (!medication) throw new ApiException(404, 'Medication not found');
    return medication;
  }

  /** The caller's medication with this id, or null: never another user's. */
  findOwned(userId: number, id: number, manager?: EntityManager): Promise<MedicationEntity | null> {
    return this.repository(manager).findOneBy({ id, userId });
  }

  /** Names are encrypted at rest, so a name is matched in memory (case-insensitively) among active ones. */
  async findActiveByName(userId: number, name: string, manager?: EntityManager): Promise<MedicationEntity | null> {
    const active = await this.repository(manager).findBy({ userId, active: true });
    return active.find((medication) => medication.name.toLowerCase() === name.toLowerCase()) ?? null;
  }

  create(userId: number, input: MedicationInput, manager?: EntityManager): Promise<MedicationEntity> {
    const repository = this.repository(manager);
    return repository.save(repository.create({ userId, active: true, frequency: 'daily', ...input }));
  }

  async update(
    userId: number,
    id: number,
    changes: Partial<MedicationInput>,
    manager?: EntityManager,
  ): Promise<MedicationEntity> {
    const existing = await this.getOwned(userId, id, manager);
    return this.repository(manager).save({ ...existing, ...changes });
  }

  /** Its reminder schedules go with it (ON DELETE CASCADE); the reminders module stops their jobs. */
  async delete(userId: number, id: number, manager?: EntityManager): Promise<void> {
    await this.getOwned(userId, id, manager);
    await this.repository(manager).delete({ id, userId });
  }

  private repository(manager?: EntityManager): Repository<MedicationEntity> {
    return manager ? manager.getRepository(MedicationEntity) : this.medications;
  }
}
