import {
  NotificationApiPath,
  withId,
  type NotificationListResponse,
  type RegisterTokenRequest,
  type RegisterTokenResponse,
  type UnregisterSubscriptionRequest,
  type VapidPublicKeyResponse,
} from '@anchor/contracts';
import { api } from './api';

/**
 * The bell (shell) and the Push Notifications card (settings remote) both use these calls, so they
 * live in the shared runtime: remotes never import the shell.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResponse, void>({
      query: () => NotificationApiPath.notifications,
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => ({ url: withId(NotificationApiPath.read, id), method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: NotificationApiPath.readAll, method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    getVapidPublicKey: build.query<VapidPublicKeyResponse, void>({
      query: () => NotificationApiPath.vapidPublicKey,
    }),
    registerPushToken: build.mutation<RegisterTokenResponse, RegisterTokenRequest>({
      query: (body) => ({ url: NotificationApiPath.registerToken, method: 'POST', body }),
    }),
    unregisterPushSubscription: build.mutation<unknown, UnregisterSubscriptionRequest>({
      query: (body) => ({ url: NotificationApiPath.subscriptions, method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useRegisterPushTokenMutation,
  useUnregisterPushSubscriptionMutation,
} = notificationsApi;
