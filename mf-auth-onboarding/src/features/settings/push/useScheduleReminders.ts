import { toApiError, useToast } from '@anchor/app-runtime';
import type { DailyReminder } from '@anchor/contracts';
import { useCallback } from 'react';
import { browserTimeZone } from './browser-time-zone';
import { PushCopy } from './copy';
import { useScheduleNotificationMutation, useSetDailyReminderMutation } from '../../../api/reminders.api';

/** Today at HH:MM on this device's clock; the server moves it to tomorrow when it has passed. */
function todayAt(time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at;
}

/** Each daily kind's Schedule button and the toasts that confirm or explain it. */
export function useScheduleReminders() {
  const toast = useToast();
  const [putDaily, dailyState] = useSetDailyReminderMutation();
  const [postOneOff, oneOffState] = useScheduleNotificationMutation();

  const scheduleDaily = useCallback(
    async ({ kind, notificationType, data, copy }: DailyReminder, time: string) => {
      try {
        await putDaily({ kind, body: { enabled: true, time, timeZone: browserTimeZone() } }).unwrap();
        // A kind with fixed words also schedules its next occurrence as a one-off: the server folds it into the
        // daily one (one per day), so the first reminder comes once.
        if (copy.body !== null) {
          await postOneOff({
            title: copy.title,
            body: copy.body,
            type: notificationType,
            scheduled: todayAt(time).toISOString(),
            data,
          }).unwrap();
        }
        toast({ title: copy.scheduled, description: time });
      } catch (error) {
        toast({ title: PushCopy.scheduleFailed, description: copy.scheduleFailed, variant: 'destructive' });
        console.error('Daily reminder not scheduled', toApiError(error).message);
      }
    },
    [putDaily, postOneOff, toast],
  );

  return { scheduleDaily, scheduling: dailyState.isLoading || oneOffState.isLoading };
}
