export { api } from './api/api';
export {
  currentUserApi,
  cacheReturnedUser,
  setCachedCurrentUser,
  patchCachedCurrentUser,
} from './api/current-user.api';
export { sessionApi, withoutToken, forgetSignedInUser } from './api/session.api';
export {
  useGetTwoFactorStatusQuery,
  useReplaceRecoveryCodesMutation,
  useTurnOffTwoFactorMutation,
} from './api/two-factor.api';
export { TwoFactorEnrolment } from './two-factor/TwoFactorEnrolment';
export { SecondFactorStep } from './two-factor/SecondFactorStep';
export { SecondFactorCodeField } from './two-factor/SecondFactorCodeField';
export { RecoveryCodesList } from './two-factor/RecoveryCodesList';
export { TwoFactorCopy } from './two-factor/copy';
export {
  profileSettingsApi,
  useGetProfileSettingsQuery,
  useUpdateAppPreferencesMutation,
} from './api/profile-settings.api';
export { assessmentStatusApi } from './api/assessment-status.api';
export {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} from './api/notifications.api';
export { usePushSubscription, type PushSubscriptionControls } from './push/usePushSubscription';
export type { PushState } from './push/push-browser';
export { SERVICE_WORKER_URL, PUSH_RECEIVED_MESSAGE } from './push/service-worker-url';
export { apiUrl } from './api/api-origin';
export { sendOnPageClose } from './api/send-on-page-close';
export { toApiError, type ApiError } from './api/api-error';
export {
  useGetCurrentUserQuery,
  useLazyReachServerQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useUpdateOnboardingStatusMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
} from './api/hooks';
// LazyLoadedSlices is widened by each remote's slice through declaration merging (`declare module`).
export { rootReducer, type LazyLoadedSlices } from './store/root-reducer';
export { createAppStore } from './store/create-app-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { useToast } from './toasts/useToast';
export { largeTextChanged, highContrastChanged, selectPreferences } from './preferences/preferences.slice';
export { AccessibilitySync } from './preferences/AccessibilitySync';
export { returnToFrom, returnStateFrom } from './session/session-ended';
export { selectSessionEnded } from './session/session.slice';
export { useKeptText } from './session/useKeptText';
export { seedFirstViewAnswers, startSessionCheck } from './session/start-session-check';
export { useRecheckSessionOnVisible } from './session/useRecheckSessionOnVisible';
export { describeApiError } from './api/describe-api-error';
export { localFlags, clearLocalData } from './local/local-flags';
export { initRemotes } from './remotes/init-remotes';
export { remoteRootProps } from './remotes/remote-root-props';
export { RemoteSlot, loadRemoteModules, registerLoadedRemote } from './remotes/RemoteSlot';
export { useInBrowser } from './render/use-in-browser';
export { FirstViewTakeover } from './render/FirstViewTakeover';
export { AppProviders } from './providers/AppProviders';
export { StandalonePage, type StandaloneEntry } from './standalone/StandalonePage';
export { mountStandalone } from './standalone/mount-standalone';
export { EntryCrisisSupport, offersCrisisSupport } from './crisis/EntryCrisisSupport';
export { EntryCrisisCopy } from './crisis/copy';
export { openCrisisPanel } from './crisis/open-crisis-panel';
