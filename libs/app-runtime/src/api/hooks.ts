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

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi;
