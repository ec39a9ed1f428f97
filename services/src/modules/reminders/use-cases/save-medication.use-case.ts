import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { MedicationInputDto, MedicationView } from '@anchor/contracts';
import { Clock } from '../../../common/clock';
import { MedicationsService } from '../../medications/medications.service';
import type { MedicationEntity } from '../../medications/entities/medication.entity';
import { NotificationQueueService } from '../../notifications/notification-queue.service';
import { NotificationsService } from '../../notifications/notifications.service';
import { UsersService } from '../../users/users.service';
import { ReminderScheduleEntity } from '../entities/reminder-schedule.entity';
import { ReminderJobsService } from '../jobs/reminder-jobs.service';
import type { MedicationPayload } from '../reminder-content';
import { PreparedOccurrencesService } from '../prepared-occurrences.service';

export interface SaveMedicationInput {
  userId: number;
  /** null adds a medication. */
  medicationId: number | null;
  medication: MedicationInputDto;
}

/** What one save wrote: `afterCommit` turns it into Redis work once its transaction has committed. */
export interface SavedMedication {
  medication: MedicationEntity;
  schedules: ReminderScheduleEntity[];
  removed: number[];
  cancelled: number[];
  /** Occurrences of kept schedules written ahead of their time from the old words. */
  withdrawn: number[];
  view: MedicationView;
}

/** Its times are those of its daily schedules, paused or not: pausing keeps them. */
export function toMedicationView(medication: MedicationEntity, schedules: ReminderScheduleEntity[]): MedicationView {
  const daily = schedules.filter((schedule) => schedule.localTime !== null);
  const times = daily.map((schedule) => schedule.localTime as string);
  return {
    id: medication.id,
    name: medication.name,
    dosage: medication.dosage,
    times: [...new Set(times)].sort(),
    remindersPaused: daily.length > 0 && daily.every((schedule) => !schedule.active),
    createdAt: medication.createdAt.toISOString(),
  };
}

/**
 * The one way a medication is added or edited (the Medications card, the Push card's Schedule, onboarding): it
 * makes its daily reminders match its times in one transaction. A time kept keeps its schedule (renamed) and its
 * switch, a new time gets one (paused while the person's medication reminders are paused), a time dropped loses
 * its schedule and any reminder still pending. The BullMQ schedulers follow after the commit.
 */
@Injectable()
export class SaveMedicationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly medications: MedicationsService,
    private readonly notifications: NotificationsService,
    private readonly deliveries: NotificationQueueService,
    private readonly scheduler: ReminderJobsService,
    private readonly users: UsersService,
    private readonly prepared: PreparedOccurrencesService,
    private readonly clock: Clock,
  ) {}

  async execute(input: SaveMedicationInput): Promise<SavedMedication> {
    const saved = await this.dataSource.transaction((manager) => this.save(input, manager));
    await this.afterCommit(saved);
    return saved;
  }

  /** The writes alone, inside the caller's transaction (onboarding); call afterCommit once it has committed. */
  async save(
    { userId, medicationId, medication: input }: SaveMedicationInput,
    manager: EntityManager,
  ): Promise<SavedMedication> {
    const saved = await this.write(manager, userId, medicationId, input);
    return { ...saved, view: toMedicationView(saved.medication, saved.schedules) };
  }

  async afterCommit(saved: SavedMedication): Promise<void> {
    await Promise.all(saved.schedules.map((schedule) => this.scheduler.syncQuietly(schedule)));
    await Promise.all(saved.removed.map((id) => this.scheduler.removeQuietly(id)));
    await Promise.all(saved.cancelled.map((id) => this.deliveries.remove(id)));
    await this.prepared.afterChange(saved.schedules, saved.withdrawn);
  }

  private async write(
    manager: EntityManager,
    userId: number,
    medicationId: number | null,
    input: MedicationInputDto,
  ): Promise<Omit<SavedMedication, 'view'>> {
    const timeZone = await this.timeZoneFor(manager, userId, input.timeZone);
    const values = { name: input.name, dosage: input.dosage, timeSlots: input.times, frequency: 'daily' };
    const medication =
      medicationId === null
        ? await this.medications.create(userId, values, manager)
        : await this.medications.update(userId, medicationId, { ...values, active: true }, manager);
    const repository = manager.getRepository(ReminderScheduleEntity);
    const existing = await repository.findBy({ userId, medicationId: medication.id, kind: 'medication' });
    const paused = await this.remindersPaused(manager, userId);
    const dropped = existing.filter((schedule) => !schedule.localTime || !input.times.includes(schedule.localTime));
    const cancelled = await this.notifications.deletePendingOfSchedules(
      dropped.map((schedule) => schedule.id),
      manager,
    );
    if (dropped.length > 0) await repository.delete(dropped.map((schedule) => schedule.id));
    const payload: MedicationPayload = { medicationName: medication.name, dosage: medication.dosage };
    const now = this.clock.now();
    const schedules = await Promise.all(
      input.times.map((time) => {
        const kept = existing.find((schedule) => schedule.localTime === time);
        return repository.save({
          ...(kept ?? { userId, kind: 'medication' as const, medicationId: medication.id, version: 0 }),
          localTime: time,
          timeZone,
          payload: JSON.stringify(payload),
          active: kept?.active ?? !paused,
          version: (kept?.version ?? 0) + 1,
          effectiveFrom: now,
        });
      }),
    );
    // A kept time renamed or re-dosed: the occurrence written ahead with the old words is withdrawn.
    const withdrawn = await this.prepared.withdraw(
      manager,
      schedules.map((schedule) => schedule.id),
    );
    return { medication, schedules, removed: dropped.map((schedule) => schedule.id), cancelled, withdrawn };
  }

  /** Paused: the person has medication reminders and every one is switched off (the Medication Reminders switch). */
  private async remindersPaused(manager: EntityManager, userId: number): Promise<boolean> {
    const repository = manager.getRepository(ReminderScheduleEntity);
    const [any, active] = await Promise.all([
      repository.existsBy({ userId, kind: 'medication' }),
      repository.existsBy({ userId, kind: 'medication', active: true }),
    ]);
    return any && !active;
  }

  private async timeZoneFor(manager: EntityManager, userId: number, requested?: string): Promise<string> {
    if (requested) {
      await this.users.setTimeZone(userId, requested, manager);
      return requested;
    }
    return this.users.timeZoneOf(userId, manager);
  }
}
