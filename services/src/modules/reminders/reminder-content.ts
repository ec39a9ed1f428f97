import { assessmentCycleStatus, assessmentStatus } from '@anchor/clinical';
import {
  dailyReminderOf,
  type DailyReminderKind,
  type NotificationData,
  type NotificationType,
} from '@anchor/contracts';
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
  medicationTitle: 'Medication reminder',
  assessmentTitle: 'Monthly assessment',
  assessmentBodySuffix: 'It takes 5-10 minutes and helps you see how things are changing.',
} as const;

export function medicationBody(name: string, dosage: string | null): string {
  return dosage ? `Time to take ${name} (${dosage}).` : `Time to take ${name}.`;
}

/** The message of a daily kind on a local date: its fixed words, or the day's own (exhaustive: a new kind must say). */
function dailyMessage(kind: DailyReminderKind, userId: number, localDateIso: string): string {
  switch (kind) {
    case 'mood_check':
      return fixedBody(kind);
    case 'wellness_tip':
      return wellnessTipFor(userId, localDateIso);
    default:
      return unknownKind(kind);
  }
}

function fixedBody(kind: DailyReminderKind): string {
  const { body } = dailyReminderOf(kind).copy;
  if (body === null) throw new Error(`Daily reminder kind ${kind} has no fixed message`);
  return body;
}

function unknownKind(kind: never): never {
  throw new Error(`No message for daily reminder kind ${String(kind)}`);
}

/** The notification a schedule produces on a given local date. */
export function reminderContent(schedule: ReminderScheduleEntity, localDateIso: string): ReminderContent {
  const payload: unknown = schedule.payload ? JSON.parse(schedule.payload) : {};
  switch (schedule.kind) {
    case 'medication': {
      const { medicationName, dosage } = payload as MedicationPayload;
      return {
        type: 'medication',
        title: REMINDER_COPY.medicationTitle,
        message: medicationBody(medicationName, dosage),
        data: { medicationName, medicationId: schedule.medicationId },
      };
    }
    case 'custom':
      // One-off reminders (POST /api/notifications/schedule, snooze) carry their own content.
      return payload as ReminderContent;
    default: {
      const row = dailyReminderOf(schedule.kind);
      return {
        type: row.notificationType,
        title: row.copy.title,
        message: dailyMessage(row.kind, schedule.userId, localDateIso),
        data: { ...row.data },
      };
    }
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
