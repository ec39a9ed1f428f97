import { api } from '@anchor/app-runtime';
import {
  NotificationApiPath,
  withId,
  type MedicationReminderRequest,
  type MedicationReminderResponse,
  type MoodCheckReminderRequest,
  type NotificationItem,
  type ReminderListResponse,
  type ReminderToggleResponse,
  type ScheduleNotificationRequest,
  type WellnessTipsReminderRequest,
} from '@anchor/contracts';

/** The signed-in user's reminder schedules, kept by the server (the worker sends them). */
export const remindersApi = api.enhanceEndpoints({ addTagTypes: ['Reminders'] }).injectEndpoints({
  endpoints: (build) => ({
    getReminders: build.query<ReminderListResponse, void>({
      query: () => NotificationApiPath.reminders,
      providesTags: ['Reminders'],
    }),
    setMoodCheckReminder: build.mutation<ReminderToggleResponse, MoodCheckReminderRequest>({
      query: (body) => ({ url: NotificationApiPath.moodCheck, method: 'PUT', body }),
      invalidatesTags: ['Reminders'],
    }),
    setWellnessTipsReminder: build.mutation<ReminderToggleResponse, WellnessTipsReminderRequest>({
      query: (body) => ({ url: NotificationApiPath.wellnessTips, method: 'PUT', body }),
      invalidatesTags: ['Reminders'],
    }),
    addMedicationReminder: build.mutation<MedicationReminderResponse, MedicationReminderRequest>({
      query: (body) => ({ url: NotificationApiPath.medicationReminder, method: 'POST', body }),
      invalidatesTags: ['Reminders'],
    }),
    /** A notification at a later time; the server moves a time already past to the next day. */
    scheduleNotification: build.mutation<NotificationItem, ScheduleNotificationRequest>({
      query: (body) => ({ url: NotificationApiPath.schedule, method: 'POST', body }),
    }),
    deleteReminder: build.mutation<unknown, number>({
      query: (id) => ({ url: withId(NotificationApiPath.reminder, id), method: 'DELETE' }),
      invalidatesTags: ['Reminders'],
    }),
  }),
});

export const {
  useGetRemindersQuery,
  useSetMoodCheckReminderMutation,
  useSetWellnessTipsReminderMutation,
  useAddMedicationReminderMutation,
  useScheduleNotificationMutation,
  useDeleteReminderMutation,
} = remindersApi;
