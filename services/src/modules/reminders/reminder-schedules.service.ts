import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import {
  DAILY_REMINDERS,
  dailyReminderOf,
  type DailyReminderKind,
  DEFAULT_MEDICATION_TIME,
  type ReminderListResponse,
  type ReminderSchedule as ReminderScheduleDto,
  type ReminderToggleResponse,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { Clock } from '../../common/clock';
import { MedicationsService } from '../medications/medications.service';
import { NotificationQueueService } from '../notifications/notification-queue.service';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { ReminderScheduleEntity } from './entities/reminder-schedule.entity';
import { toReminderScheduleDto } from './reminder-schedule.mapper';
import { ReminderJobsService } from './jobs/reminder-jobs.service';
import { PreparedOccurrencesService } from './prepared-occurrences.service';

export interface DailyToggle {
  enabled: boolean;
  time?: string;
  timeZone?: string;
}

/** Each reminder switch and time as the schedules have them now (no schedule: off, at the default time). */
export interface CurrentReminderChoices {
  daily: { kind: DailyReminderKind; enabled: boolean; time: string }[];
  medicationReminders: boolean;
  /** The earliest medication reminder time, paused or not. */
  medicationTime: string;
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

  async currentChoices(userId: number): Promise<CurrentReminderChoices> {
    const schedules = await this.dataSource
      .getRepository(ReminderScheduleEntity)
      .findBy({ userId, localTime: Not(IsNull()) });
    const daily = DAILY_REMINDERS.map(({ kind, defaultTime }) => {
      const schedule = schedules.find((candidate) => candidate.kind === kind);
      return { kind, enabled: schedule?.active ?? false, time: schedule?.localTime ?? defaultTime };
    });
    const medication = schedules.filter((schedule) => schedule.kind === 'medication');
    const times = medication.map((schedule) => schedule.localTime as string).sort();
    return {
      daily,
      medicationReminders: medication.some((schedule) => schedule.active),
      medicationTime: times[0] ?? DEFAULT_MEDICATION_TIME,
    };
  }

  /** One daily kind (DAILY_REMINDERS): one row per user and kind, switched on/off and moved in place. */
  async setDaily(userId: number, kind: DailyReminderKind, toggle: DailyToggle): Promise<ReminderToggleResponse> {
    const { schedule, cancelled } = await this.dataSource.transaction(async (manager) => {
      const timeZone = await this.timeZoneFor(manager, userId, toggle.timeZone);
      const repository = manager.getRepository(ReminderScheduleEntity);
      const existing = await repository.findOneBy({ userId, kind });
      const saved = await repository.save({
        ...(existing ?? { userId, kind, version: 0 }),
        localTime: toggle.time ?? existing?.localTime ?? dailyReminderOf(kind).defaultTime,
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

  /**
   * The Medication Reminders switch. Off pauses every medication reminder: the schedules and their times stay,
   * their pending reminders (a snooze too) go. On restores exactly the schedules that were paused.
   */
  async setMedicationReminders(userId: number, enabled: boolean): Promise<void> {
    const { changed, cancelled } = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ReminderScheduleEntity);
      const paused = await repository.findBy({ userId, kind: 'medication', active: !enabled });
      const now = this.clock.now();
      const saved = await Promise.all(
        paused.map((schedule) =>
          repository.save({ ...schedule, active: enabled, version: schedule.version + 1, effectiveFrom: now }),
        ),
      );
      const withdrawn = await Promise.all(saved.map((schedule) => this.cancelPending(manager, schedule)));
      const snoozes = enabled ? [] : await repository.findBy({ userId, kind: 'custom', medicationId: Not(IsNull()) });
      const snoozed = await this.notifications.deletePendingOfSchedules(
        snoozes.map((schedule) => schedule.id),
        manager,
      );
      return { changed: saved, cancelled: [...withdrawn.flat(), ...snoozed] };
    });
    await this.afterChange(changed, cancelled);
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
