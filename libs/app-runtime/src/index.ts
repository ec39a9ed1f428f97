export { api } from './api/api';
export { currentUserApi, setCachedCurrentUser, patchCachedCurrentUser } from './api/currentUser.api';
export { sessionApi, withoutToken } from './api/session.api';
export { settingsApi } from './api/settings.api';
export {
  profileSettingsApi,
  useGetProfileSettingsQuery,
  useUpdateAppPreferencesMutation,
} from './api/profileSettings.api';
export {
  notificationsApi,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} from './api/notifications.api';
export { usePushSubscription, type PushSubscriptionControls } from './push/usePushSubscription';
export type { PushState } from './push/pushBrowser';
export { SERVICE_WORKER_URL, PUSH_RECEIVED_MESSAGE } from './push/serviceWorkerUrl';
export { anchorBaseQuery, type ApiRequest, type ApiExtraOptions } from './api/baseQuery';
export { toApiError, isApiError, type ApiError } from './api/apiError';
export {
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useUpdateOnboardingStatusMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
} from './api/hooks';
export { rootReducer, type LazyLoadedSlices } from './store/rootReducer';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store/createAppStore';
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
export { localFlags, clearLocalData, LocalKey, type LocalFlagName } from './local/localFlags';
export { initRemotes } from './remotes/initRemotes';
export { remoteRootProps } from './remotes/remoteRootProps';
export { FeatureLoadError } from './remotes/featureLoadErrorPlugin';
export { RemoteSlot, type RemoteSlotProps, type RemoteLoadingDisplay } from './remotes/RemoteSlot';
export { RemoteErrorBoundary, ErrorFallback, type ErrorFallbackProps } from './remotes/RemoteErrorBoundary';
export type {
  RemoteModuleProps,
  AssessmentBannerProps,
  AssessmentTabProps,
  MoodCheckInProps,
} from './remotes/remoteModuleProps';
export { AppProviders, getAppStore, type AppProvidersProps } from './providers/AppProviders';
export { RuntimeCopy } from './copy';
export { StandalonePage, type StandalonePageProps, type StandaloneEntry } from './standalone/StandalonePage';
export { standaloneBasename } from './standalone/standaloneBasename';
export { mountStandalone } from './standalone/mountStandalone';
