import { currentUserApi } from './current-user.api';
import { sessionApi } from './session.api';
import { settingsApi } from './settings.api';

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useCompleteSecondFactorMutation,
  useRegisterMutation,
  useLogoutMutation,
  useUpdateOnboardingStatusMutation,
} = sessionApi;

/** Registration's connectivity check (GET /api/user): resolves without an error once the server answered at all. */
export const { useLazyReachServerQuery } = currentUserApi;

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi;
