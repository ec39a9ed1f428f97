import { Injectable } from '@nestjs/common';
import type { OnboardingConfig } from '@anchor/contracts';
import { ReminderSchedulesService } from '../reminders/reminder-schedules.service';
import { OnboardingReminders } from './onboarding-reminders.port';

/**
 * Onboarding's notification step through the reminders module: the daily mood check and tip, and the daily
 * schedule of the medication onboarding saved (the reminders' own medication call would create a second
 * medication). Push off means every schedule is inactive.
 */
@Injectable()
export class ReminderEngineOnboardingReminders extends OnboardingReminders {
  constructor(private readonly schedules: ReminderSchedulesService) {
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
    if (medicationId === null) return;
    await this.schedules.setMedicationSchedule(userId, medicationId, {
      enabled: push,
      time: config.medicationTime,
      medicationName: config.medicationName ?? '',
      dosage: config.medicationDosage ?? null,
    });
  }
}
