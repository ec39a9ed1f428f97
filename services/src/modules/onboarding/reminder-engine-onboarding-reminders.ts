import { Injectable } from '@nestjs/common';
import { ReminderSchedulesService } from '../reminders/reminder-schedules.service';
import type { OnboardingChoices } from './onboarding-choices';
import { type OnboardingMedication, OnboardingReminders } from './onboarding-reminders.port';

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

  async apply(
    userId: number,
    choices: OnboardingChoices,
    zone: string | null,
    medication: OnboardingMedication | null,
  ): Promise<void> {
    const push = choices.pushNotifications;
    const timeZone = zone ?? undefined;
    await this.schedules.setDaily(userId, 'mood_check', {
      enabled: push && choices.dailyMoodCheck,
      time: choices.moodCheckTime,
      timeZone,
    });
    await this.schedules.setDaily(userId, 'wellness_tip', {
      enabled: push && choices.wellnessTips,
      time: choices.wellnessTipsTime,
      timeZone,
    });
    if (medication === null) return;
    await this.schedules.setMedicationSchedule(userId, medication.id, {
      enabled: push,
      time: choices.medicationTime,
      medicationName: medication.name,
      dosage: medication.dosage,
    });
  }
}
