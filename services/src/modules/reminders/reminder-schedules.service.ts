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
import { Medication } from '../medications/entities/medication.entity';
import { Notification } from '../notifications/entities/notification.entity';
import { NotificationQueueService } from '../notifications/notification-queue.service';
import { User } from '../users/entities/user.entity';
import { ReminderSchedule } from './entities/reminder-schedule.entity';
import type { MedicationPayload } from './reminder-content';
import { toReminderScheduleDto } from './reminder-schedule.mapper';
import { ReminderSchedulerService } from './reminder-scheduler.service';

export interface DailyToggle {
  enabled: boolean;
  time?: string;
  timeZone?: string;
}

export interface NewMedicationReminder {
  medicationName: string;
  time: string;
  dosage?: string;
  timeZone?: string;
}

/**
 * The caller's reminder schedules. Each change commits in PostgreSQL first, then moves or removes the BullMQ
 * scheduler in the same request, so a switch turned off stops at once.
 */
@Injectable()
export class ReminderSchedulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: ReminderSchedulerService,
    private readonly deliveries: NotificationQueueService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<ReminderListResponse> {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    const schedules = await this.dataSource
      .getRepository(ReminderSchedule)
      .find({ where: { userId, active: true }, order: { id: 'ASC' } });
    const now = this.clock.now();
    const items = schedules.map((schedule) => toReminderScheduleDto(schedule, now)).filter(isUpcoming);
    return { items, timeZone: user.timeZone };
  }

  /** Mood check or daily tip: one row per user and kind, switched on/off and moved in place. */
  async setDaily(userId: number, kind: 'mood_check' | 'wellness_tip', toggle: DailyToggle) {
    const schedule = await this.dataSource.transaction(async (manager) => {
      const timeZone = await this.timeZoneFor(manager, userId, toggle.timeZone);
      const repository = manager.getRepository(ReminderSchedule);
      const existing = await repository.findOneBy({ userId, kind });
      const fallback = kind === 'mood_check' ? DEFAULT_MOOD_CHECK_TIME : DEFAULT_WELLNESS_TIP_TIME;
      return repository.save({
        ...(existing ?? { userId, kind, version: 0 }),
        localTime: toggle.time ?? existing?.localTime ?? fallback,
        timeZone,
        active: toggle.enabled,
        version: (existing?.version ?? 0) + 1,
        effectiveFrom: this.clock.now(),
      });
    });
    await this.scheduler.syncQuietly(schedule);
    return { schedule: schedule.active ? toReminderScheduleDto(schedule, this.clock.now()) : null };
  }

  async addMedication(userId: number, request: NewMedicationReminder): Promise<MedicationReminderResponse> {
    const schedule = await this.dataSource.transaction(async (manager) => {
      const timeZone = await this.timeZoneFor(manager, userId, request.timeZone);
      const medication = await manager.getRepository(Medication).save({
        userId,
        name: request.medicationName,
        dosage: request.dosage || null,
        frequency: 'daily',
        timeSlots: [request.time],
      });
      const payload: MedicationPayload = { medicationName: medication.name, dosage: medication.dosage };
      return manager.getRepository(ReminderSchedule).save({
        userId,
        kind: 'medication' as const,
        localTime: request.time,
        timeZone,
        medicationId: medication.id,
        payload: JSON.stringify(payload),
        effectiveFrom: this.clock.now(),
      });
    });
    await this.scheduler.syncQuietly(schedule);
    return { medicationId: schedule.medicationId ?? 0, schedule: toReminderScheduleDto(schedule, this.clock.now()) };
  }

  async deleteSchedule(userId: number, id: number): Promise<void> {
    const pending = await this.dataSource.transaction(async (manager) => {
      const schedule = await manager.getRepository(ReminderSchedule).findOneBy({ id, userId });
      if (!schedule) throw new ApiException(404, 'Reminder not found');
      const cancelled = await this.cancelPending(manager, [id]);
      await manager.delete(ReminderSchedule, { id, userId });
      return cancelled;
    });
    await this.afterRemoval([id], pending);
  }

  /** Deleting a medication deletes its schedules (ON DELETE CASCADE) and stops their reminders now. */
  async deleteMedication(userId: number, medicationId: number): Promise<void> {
    const { scheduleIds, pending } = await this.dataSource.transaction(async (manager) => {
      const medication = await manager.getRepository(Medication).findOneBy({ id: medicationId, userId });
      if (!medication) throw new ApiException(404, 'Medication not found');
      const schedules = await manager.getRepository(ReminderSchedule).findBy({ medicationId, userId });
      const ids = schedules.map((schedule) => schedule.id);
      const cancelled = await this.cancelPending(manager, ids);
      await manager.delete(Medication, { id: medicationId, userId });
      return { scheduleIds: ids, pending: cancelled };
    });
    await this.afterRemoval(scheduleIds, pending);
  }

  /** Reminders not yet delivered are withdrawn with their schedule. */
  private async cancelPending(manager: EntityManager, scheduleIds: number[]): Promise<number[]> {
    if (scheduleIds.length === 0) return [];
    const rows: { id: number }[] = await manager.query(
      `SELECT id FROM notifications WHERE schedule_id = ANY($1) AND status = 'pending'`,
      [scheduleIds],
    );
    if (rows.length > 0)
      await manager.delete(
        Notification,
        rows.map((row) => row.id),
      );
    return rows.map((row) => row.id);
  }

  private async afterRemoval(scheduleIds: number[], notificationIds: number[]): Promise<void> {
    await Promise.all(scheduleIds.map((id) => this.scheduler.removeQuietly(id)));
    await Promise.all(notificationIds.map((id) => this.deliveries.remove(id)));
  }

  /** A time zone given with the request becomes the user's; otherwise the stored one is used. */
  private async timeZoneFor(manager: EntityManager, userId: number, requested?: string): Promise<string> {
    if (requested) {
      await manager.update(User, { id: userId }, { timeZone: requested });
      return requested;
    }
    return (await manager.getRepository(User).findOneByOrFail({ id: userId })).timeZone;
  }
}

/** One-off reminders already delivered are history (GET /api/notifications), not schedules. */
function isUpcoming(schedule: ReminderScheduleDto): boolean {
  return schedule.time !== null || schedule.nextRunAt !== null;
}
