import { assessmentCycleStatus, assessmentStatus } from '@anchor/clinical';
import type { NotificationData, NotificationType } from '@anchor/contracts';
import type { ReminderScheduleEntity } from './entities/reminder-schedule.entity';
import { wellnessTipFor } from './wellness-tips';

export interface ReminderContent {
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
}

/** What a medication reminder schedule keeps (encrypted) in its payload. */
export interface MedicationPayload {
  medicationName: string;
  dosage: string | null;
}

export const REMINDER_COPY = {
  moodCheckTitle: 'Daily mood check',
  moodCheckBody: 'How are you feeling right now?',
  medicationTitle: 'Medication reminder',
  wellnessTipTitle: 'Wellness tip',
  assessmentTitle: 'Monthly assessment',
  assessmentBodySuffix: 'It takes 5-10 minutes and helps you see how things are changing.',
} as const;

export function medicationBody(name: string, dosage: string | null): string {
  return dosage ? `Time to take ${name} (${dosage}).` : `Time to take ${name}.`;
}

/** The notification a schedule produces on a given local date. */
export function reminderContent(schedule: ReminderScheduleEntity, localDateIso: string): ReminderContent {
  const payload: unknown = schedule.payload ? JSON.parse(schedule.payload) : {};
  switch (schedule.kind) {
    case 'mood_check':
      return {
        type: 'mood_check',
        title: REMINDER_COPY.moodCheckTitle,
        message: REMINDER_COPY.moodCheckBody,
        data: { checkType: 'daily_mood' },
      };
    case 'wellness_tip':
      return {
        type: 'wellness_tip',
        title: REMINDER_COPY.wellnessTipTitle,
        message: wellnessTipFor(schedule.userId, localDateIso),
        data: { category: 'daily_tip' },
      };
    case 'medication': {
      const { medicationName, dosage } = payload as MedicationPayload;
      return {
        type: 'medication',
        title: REMINDER_COPY.medicationTitle,
        message: medicationBody(medicationName, dosage),
        data: { medicationName, medicationId: schedule.medicationId },
      };
    }
    default:
      // One-off reminders (POST /api/notifications/schedule, snooze) carry their own content.
      return payload as ReminderContent;
  }
}

/** The assessment-due reminder for someone whose last PCL-5 (or account creation) was `since`. */
export function assessmentReminderContent(since: Date, hasTakenOne: boolean, now: Date, days: number): ReminderContent {
  const status = assessmentStatus(hasTakenOne ? since : null, now);
  const urgency = assessmentCycleStatus(days) === 'overdue' ? 'overdue' : 'due_soon';
  return {
    type: 'reminder',
    title: REMINDER_COPY.assessmentTitle,
    message: `${status.message}. ${REMINDER_COPY.assessmentBodySuffix}`,
    data: { action: 'take-assessment', urgency },
  };
}
