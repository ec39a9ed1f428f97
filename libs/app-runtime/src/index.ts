export { api } from './api/api';
export {
  currentUserApi,
  cacheReturnedUser,
  setCachedCurrentUser,
  patchCachedCurrentUser,
} from './api/current-user.api';
export { sessionApi, withoutToken, forgetSignedInUser } from './api/session.api';
export { settingsApi } from './api/settings.api';
export {
  profileSettingsApi,
  useGetProfileSettingsQuery,
  useUpdateAppPreferencesMutation,
} from './api/profile-settings.api';
export {
  notificationsApi,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} from './api/notifications.api';
export { usePushSubscription, type PushSubscriptionControls } from './push/usePushSubscription';
export type { PushState } from './push/push-browser';
export { SERVICE_WORKER_URL, PUSH_RECEIVED_MESSAGE } from './push/service-worker-url';
export { apiUrl } from './api/api-origin';
export { anchorBaseQuery, type ApiRequest, type ApiExtraOptions } from './api/base-query';
export { toApiError, isApiError, type ApiError } from './api/api-error';
export {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useUpdateOnboardingStatusMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
} from './api/hooks';
export { rootReducer, type LazyLoadedSlices } from './store/root-reducer';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store/create-app-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export {
  toastsSlice,
  toastShown,
  toastDismissed,
  selectVisibleToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toasts/toasts.slice';
export { useToast } from './toasts/useToast';
export { Toaster } from './toasts/Toaster';
export {
  preferencesSlice,
  largeTextChanged,
  highContrastChanged,
  selectPreferences,
  type PreferencesState,
} from './preferences/preferences.slice';
export { AccessibilitySync } from './preferences/AccessibilitySync';
export { sessionEnded, returnToFrom } from './session/session-ended';
export { useRecheckSessionOnVisible } from './session/useRecheckSessionOnVisible';
export { describeApiError } from './api/describe-api-error';
export { localFlags, clearLocalData, LocalKey, type LocalFlagName } from './local/local-flags';
export { initRemotes } from './remotes/init-remotes';
export { remoteRootProps } from './remotes/remote-root-props';
export { FeatureLoadError } from './remotes/feature-load-error.plugin';
export { RemoteSlot, type RemoteSlotProps, type RemoteLoadingDisplay } from './remotes/RemoteSlot';
export { RemoteErrorBoundary, ErrorFallback, type ErrorFallbackProps } from './remotes/RemoteErrorBoundary';
export { AppProviders, getAppStore, type AppProvidersProps } from './providers/AppProviders';
export { RuntimeCopy } from './copy';
export { StandalonePage, type StandalonePageProps, type StandaloneEntry } from './standalone/StandalonePage';
export { standaloneBasename } from './standalone/standalone-basename';
export { mountStandalone } from './standalone/mount-standalone';
