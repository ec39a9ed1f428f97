import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_MOOD_CHECK_TIME,
  DEFAULT_WELLNESS_TIP_TIME,
  type MedicationReminderResponse,
  type ReminderListResponse,
  type ReminderSchedule as ReminderScheduleDto,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { MedicationsService } from '../medications/medications.service';
import { NotificationQueueService } from '../notifications/notification-queue.service';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { ReminderScheduleEntity } from './entities/reminder-schedule.entity';
import type { MedicationPayload } from './reminder-content';
import { toReminderScheduleDto } from './reminder-schedule.mapper';
import { ReminderJobsService } from './jobs/reminder-jobs.service';
import { PreparedOccurrencesService } from './prepared-occurrences.service';

export interface DailyToggle {
  enabled: boolean;
  time?: string;
  timeZone?: string;
}

export interface MedicationScheduleToggle {
  enabled: boolean;
  time: string;
  medicationName: string;
  dosage: string | null;
}

export interface NewMedicationReminder {
  medicationName: string;
  time: string;
  dosage?: string;
  timeZone?: string;
}

/**
 * The caller's reminder schedules. Each change commits in PostgreSQL first (withdrawing an occurrence already
 * written ahead of its time from the old schedule), then moves or removes the BullMQ scheduler and prepares the
 * new occurrence if it is that close, in the same request: a switch turned off stops at once, an edit holds at once.
 */
@Injectable()
export class ReminderSchedulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: ReminderJobsService,
    private readonly medications: MedicationsService,
    private readonly notifications: NotificationsService,
    private readonly deliveries: NotificationQueueService,
    private readonly users: UsersService,
    private readonly prepared: PreparedOccurrencesService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<ReminderListResponse> {
    const timeZone = await this.users.timeZoneOf(userId);
    const schedules = await this.dataSource
      .getRepository(ReminderScheduleEntity)
      .find({ where: { userId, active: true }, order: { id: 'ASC' } });
    const now = this.clock.now();
    const items = schedules.map((schedule) => toReminderScheduleDto(schedule, now)).filter(isUpcoming);
    return { items, timeZone };
  }

  /** Mood check or daily tip: one row per user and kind, switched on/off and moved in place. */
  async setDaily(userId: number, kind: 'mood_check' | 'wellness_tip', toggle: DailyToggle) {
    const { schedule, cancelled } = await this.dataSource.transaction(async (manager) => {
      const timeZone = await this.timeZoneFor(manager, userId, toggle.timeZone);
      const repository = manager.getRepository(ReminderScheduleEntity);
      const existing = await repository.findOneBy({ userId, kind });
      const fallback = kind === 'mood_check' ? DEFAULT_MOOD_CHECK_TIME : DEFAULT_WELLNESS_TIP_TIME;
      const saved = await repository.save({
        ...(existing ?? { userId, kind, version: 0 }),
        localTime: toggle.time ?? existing?.localTime ?? fallback,
        timeZone,
        active: toggle.enabled,
        version: (existing?.version ?? 0) + 1,
        effectiveFrom: this.clock.now(),
      });
      return { schedule: saved, cancelled: await this.cancelPending(manager, saved) };
    });
    await this.afterChange([schedule], cancelled);
    return { schedule: schedule.active ? toReminderScheduleDto(schedule, this.clock.now()) : null };
  }

  async addMedication(userId: number, request: NewMedicationReminder): Promise<MedicationReminderResponse> {
    const schedule = await this.dataSource.transaction(async (manager) => {
      const timeZone = await this.timeZoneFor(manager, userId, request.timeZone);
      const medication = await this.medications.create(
        userId,
        { name: request.medicationName, dosage: request.dosage || null, timeSlots: [request.time] },
        manager,
      );
      const payload: MedicationPayload = { medicationName: medication.name, dosage: medication.dosage };
      return manager.getRepository(ReminderScheduleEntity).save({
        userId,
        kind: 'medication' as const,
        localTime: request.time,
        timeZone,
        medicationId: medication.id,
        payload: JSON.stringify(payload),
        effectiveFrom: this.clock.now(),
      });
    });
    await this.afterChange([schedule], []);
    return { medicationId: schedule.medicationId ?? 0, schedule: toReminderScheduleDto(schedule, this.clock.now()) };
  }

  /**
   * The daily schedule of a medication saved elsewhere (onboarding): created, or moved in place, with the
   * user's stored time zone. `active` false keeps the schedule but stops its reminders.
   */
  async setMedicationSchedule(userId: number, medicationId: number, toggle: MedicationScheduleToggle): Promise<void> {
    const { schedule, cancelled } = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ReminderScheduleEntity);
      const timeZone = await this.timeZoneFor(manager, userId);
      const existing = await repository.findOneBy({ userId, medicationId, kind: 'medication' });
      const payload: MedicationPayload = { medicationName: toggle.medicationName, dosage: toggle.dosage };
      const saved = await repository.save({
        ...(existing ?? { userId, kind: 'medication' as const, medicationId, version: 0 }),
        localTime: toggle.time,
        timeZone,
        payload: JSON.stringify(payload),
        active: toggle.enabled,
        version: (existing?.version ?? 0) + 1,
        effectiveFrom: this.clock.now(),
      });
      return { schedule: saved, cancelled: await this.cancelPending(manager, saved) };
    });
    await this.afterChange([schedule], cancelled);
  }

  async deleteSchedule(userId: number, id: number): Promise<void> {
    const pending = await this.dataSource.transaction(async (manager) => {
      const schedule = await manager.getRepository(ReminderScheduleEntity).findOneBy({ id, userId });
      if (!schedule) throw new ApiException(404, 'Reminder not found');
      const cancelled = await this.notifications.deletePendingOfSchedules([id], manager);
      await manager.delete(ReminderScheduleEntity, { id, userId });
      return cancelled;
    });
    await this.afterRemoval([id], pending);
  }

  /** Deleting a medication deletes its schedules (ON DELETE CASCADE) and stops their reminders now. */
  async deleteMedication(userId: number, medicationId: number): Promise<void> {
    const { scheduleIds, pending } = await this.dataSource.transaction(async (manager) => {
      await this.medications.getOwned(userId, medicationId, manager);
      const schedules = await manager.getRepository(ReminderScheduleEntity).findBy({ medicationId, userId });
      const ids = schedules.map((schedule) => schedule.id);
      const cancelled = await this.notifications.deletePendingOfSchedules(ids, manager);
      await this.medications.delete(userId, medicationId, manager);
      return { scheduleIds: ids, pending: cancelled };
    });
    await this.afterRemoval(scheduleIds, pending);
  }

  private async afterRemoval(scheduleIds: number[], notificationIds: number[]): Promise<void> {
    await Promise.all(scheduleIds.map((id) => this.scheduler.removeQuietly(id)));
    await Promise.all(notificationIds.map((id) => this.deliveries.remove(id)));
  }

  /**
   * The person moved (Settings): the time zone becomes theirs and every daily reminder keeps its local time in
   * the new zone. Committed first, then each scheduler moves.
   */
  async moveToTimeZone(userId: number, timeZone: string): Promise<void> {
    const { moved, cancelled } = await this.dataSource.transaction(async (manager) => {
      await this.users.setTimeZone(userId, timeZone, manager);
      const repository = manager.getRepository(ReminderScheduleEntity);
      const schedules = await repository.findBy({ userId, active: true });
      const daily = schedules.filter((schedule) => schedule.localTime !== null && schedule.timeZone !== timeZone);
      const now = this.clock.now();
      const saved = await Promise.all(
        daily.map((schedule) =>
          repository.save({ ...schedule, timeZone, version: schedule.version + 1, effectiveFrom: now }),
        ),
      );
      const withdrawn = await this.prepared.withdraw(
        manager,
        saved.map((schedule) => schedule.id),
      );
      return { moved: saved, cancelled: withdrawn };
    });
    await this.afterChange(moved, cancelled);
  }

  /**
   * Inside the change's transaction, after the schedule is saved. Switched off: every occurrence still waiting (a
   * mood check scheduled for later today) goes. Still on: only the one written ahead from the old schedule.
   */
  private cancelPending(manager: EntityManager, saved: ReminderScheduleEntity): Promise<number[]> {
    return saved.active
      ? this.prepared.withdraw(manager, [saved.id])
      : this.notifications.deletePendingOfSchedules([saved.id], manager);
  }

  /** After commit: the schedulers follow, and the occurrences inside the look-ahead are redone. */
  private async afterChange(schedules: ReminderScheduleEntity[], cancelled: number[]): Promise<void> {
    await Promise.all(schedules.map((schedule) => this.scheduler.syncQuietly(schedule)));
    await this.prepared.afterChange(schedules, cancelled);
  }

  /** A time zone given with the request becomes the user's; otherwise the stored one is used. */
  private async timeZoneFor(manager: EntityManager, userId: number, requested?: string): Promise<string> {
    if (requested) {
      await this.users.setTimeZone(userId, requested, manager);
      return requested;
    }
    return this.users.timeZoneOf(userId, manager);
  }
}

/** One-off reminders already delivered are history (GET /api/notifications), not schedules. */
function isUpcoming(schedule: ReminderScheduleDto): boolean {
  return schedule.time !== null || schedule.nextRunAt !== null;
}
