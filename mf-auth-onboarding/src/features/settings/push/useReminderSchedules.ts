import type { ReminderSchedule } from '@anchor/contracts';
import { useMemo } from 'react';
import { useGetRemindersQuery } from '../../../api/reminders.api';

/** Daily reminders only: one-off ones (a snooze, a scheduled message) are not settings. */
const isDaily = (schedule: ReminderSchedule) => schedule.active && schedule.time !== null;

const dailyOfKind = (items: ReminderSchedule[], kind: ReminderSchedule['kind']) =>
  items.filter((schedule) => schedule.kind === kind && isDaily(schedule));

/** The switches and the medication list as the server has them. */
export function useReminderSchedules() {
  const { data, isLoading, isError } = useGetRemindersQuery();
  return useMemo(() => {
    const items = data?.items ?? [];
    const moodCheck = dailyOfKind(items, 'mood_check')[0] ?? null;
    const wellnessTips = dailyOfKind(items, 'wellness_tip')[0] ?? null;
    const medications = dailyOfKind(items, 'medication');
    return { loaded: data !== undefined, isLoading, isError, moodCheck, wellnessTips, medications };
  }, [data, isLoading, isError]);
}
