import type { ReminderListResponse, ReminderSchedule } from '@anchor/contracts';

export const aSchedule = (overrides: Partial<ReminderSchedule> = {}): ReminderSchedule => ({
  id: 1,
  kind: 'mood_check',
  time: '09:00',
  runAt: null,
  timeZone: 'UTC',
  active: true,
  medicationId: null,
  medicationName: null,
  dosage: null,
  nextRunAt: '2026-11-22T09:00:00.000Z',
  createdAt: '2026-11-21T00:00:00.000Z',
  ...overrides,
});

export const reminderList = (items: ReminderSchedule[] = []): ReminderListResponse => ({ items, timeZone: 'UTC' });

export const allAllowed = {
  allowVideoApps: true,
  allowVoiceApps: true,
  allowMessageApps: true,
  noticeMoodsInChat: true,
};
