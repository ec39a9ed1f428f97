import { api } from '@anchor/app-runtime';
import {
  dailyReminderPath,
  NotificationApiPath,
  withId,
  type DailyReminderKind,
  type DailyReminderRequest,
  type MedicationRemindersSwitchRequest,
  type MedicationRemindersSwitchResponse,
  type NotificationItem,
  type ReminderListResponse,
  type ReminderToggleResponse,
  type ScheduleNotificationRequest,
} from '@anchor/contracts';

/** The signed-in user's reminder schedules, kept by the server (the worker sends them). */
export const remindersApi = api.enhanceEndpoints({ addTagTypes: ['Reminders', 'Medications'] }).injectEndpoints({
  endpoints: (build) => ({
    getReminders: build.query<ReminderListResponse, void>({
      query: () => NotificationApiPath.reminders,
      providesTags: ['Reminders'],
    }),
    /** One daily kind of the DAILY_REMINDERS table: its switch and time. */
    setDailyReminder: build.mutation<ReminderToggleResponse, { kind: DailyReminderKind; body: DailyReminderRequest }>({
      query: ({ kind, body }) => ({ url: dailyReminderPath(kind), method: 'PUT', body }),
      invalidatesTags: ['Reminders'],
    }),
    /** The Medication Reminders switch: off pauses every medication reminder (times kept), on restores them. */
    setMedicationReminders: build.mutation<MedicationRemindersSwitchResponse, MedicationRemindersSwitchRequest>({
      query: (body) => ({ url: NotificationApiPath.medicationReminders, method: 'PUT', body }),
      invalidatesTags: ['Reminders', 'Medications'],
    }),
    /** A notification at a later time; the server moves a time already past to the next day. */
    scheduleNotification: build.mutation<NotificationItem, ScheduleNotificationRequest>({
      query: (body) => ({ url: NotificationApiPath.schedule, method: 'POST', body }),
    }),
    deleteReminder: build.mutation<unknown, number>({
      query: (id) => ({ url: withId(NotificationApiPath.reminder, id), method: 'DELETE' }),
      invalidatesTags: ['Reminders', 'Medications'],
    }),
  }),
});

export const {
  useGetRemindersQuery,
  useSetDailyReminderMutation,
  useSetMedicationRemindersMutation,
  useScheduleNotificationMutation,
  useDeleteReminderMutation,
} = remindersApi;
