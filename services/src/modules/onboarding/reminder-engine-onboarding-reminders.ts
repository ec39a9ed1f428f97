import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OnboardingConfig } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { ReminderSchedule } from '../reminders/entities/reminder-schedule.entity';
import type { MedicationPayload } from '../reminders/reminder-content';
import { ReminderSchedulerService } from '../reminders/reminder-scheduler.service';
import { ReminderSchedulesService } from '../reminders/reminder-schedules.service';
import { User } from '../users/entities/user.entity';
import { OnboardingReminders } from './onboarding-reminders.port';

/**
 * Onboarding's notification step through the reminders engine (issue 5): daily mood check and tip
 * via its service; the medication saved by onboarding gets its daily schedule here, because the
 * engine's own call would create a second medication. Push off means every schedule is inactive.
 */
@Injectable()
export class ReminderEngineOnboardingReminders extends OnboardingReminders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: ReminderSchedulesService,
    private readonly scheduler: ReminderSchedulerService,
    private readonly clock: Clock,
  ) {
    super();
  }

  async apply(userId: number, config: OnboardingConfig, medicationId: number | null): Promise<void> {
    const push = config.pushNotifications;
    const timeZone = config.timeZone ?? undefined;
    await this.schedules.setDaily(userId, 'mood_check', {
      enabled: push && config.dailyMoodCheck,
      time: config.moodCheckTime,
      timeZone,
    });
    await this.schedules.setDaily(userId, 'wellness_tip', {
      enabled: push && config.wellnessTips,
      time: config.wellnessTipsTime,
      timeZone,
    });
    if (medicationId !== null) await this.scheduleMedication(userId, medicationId, config);
  }

  private async scheduleMedication(userId: number, medicationId: number, config: OnboardingConfig): Promise<void> {
    const repository = this.dataSource.getRepository(ReminderSchedule);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    const existing = await repository.findOneBy({ userId, medicationId, kind: 'medication' });
    const payload: MedicationPayload = {
      medicationName: config.medicationName ?? '',
      dosage: config.medicationDosage,
    };
    const schedule = await repository.save({
      ...(existing ?? { userId, kind: 'medication' as const, medicationId, version: 0 }),
      localTime: config.medicationTime,
      timeZone: user.timeZone,
      payload: JSON.stringify(payload),
      active: config.pushNotifications,
      version: (existing?.version ?? 0) + 1,
      effectiveFrom: this.clock.now(),
    });
    await this.scheduler.syncQuietly(schedule);
  }
}
