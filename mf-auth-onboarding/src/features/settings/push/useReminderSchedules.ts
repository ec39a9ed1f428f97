import { DAILY_REMINDERS, type DailyReminderKind, type ReminderSchedule } from '@anchor/contracts';
import { useMemo } from 'react';
import { useGetRemindersQuery } from '../../../api/reminders.api';

/** Daily reminders only: one-off ones (a snooze, a scheduled message) are not settings. */
const isDaily = (schedule: ReminderSchedule) => schedule.active && schedule.time !== null;

const dailyOfKind = (items: ReminderSchedule[], kind: ReminderSchedule['kind']) =>
  items.filter((schedule) => schedule.kind === kind && isDaily(schedule));

/** The switches and the medication list as the server has them: each daily kind's schedule, or null when off. */
export function useReminderSchedules() {
  const { data, isLoading, isError } = useGetRemindersQuery();
  return useMemo(() => {
    const items = data?.items ?? [];
    const daily = Object.fromEntries(
      DAILY_REMINDERS.map(({ kind }) => [kind, dailyOfKind(items, kind)[0] ?? null]),
    ) as Record<DailyReminderKind, ReminderSchedule | null>;
    const medications = dailyOfKind(items, 'medication');
    return { loaded: data !== undefined, isLoading, isError, daily, medications };
  }, [data, isLoading, isError]);
}
