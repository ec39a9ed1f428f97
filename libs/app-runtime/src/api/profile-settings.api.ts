import { OnboardingApiPath, type AppPreferencesPatch, type ProfileSettings } from '@anchor/contracts';
import { api } from './api';

/**
 * The profile and app preferences stored on the server (onboarding, settings). Here, not in a remote,
 * because the shell applies the stored accessibility choices on every page load.
 */
export const profileSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfileSettings: build.query<ProfileSettings, void>({
      query: () => OnboardingApiPath.profileSettings,
      providesTags: ['ProfileSettings'],
    }),
    updateAppPreferences: build.mutation<ProfileSettings, AppPreferencesPatch>({
      query: (body) => ({ url: OnboardingApiPath.profileSettings, method: 'PATCH', body }),
      // Optimistic, so the stored copy never pulls a just-made choice back while the PATCH is in flight.
      async onQueryStarted(patch, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          profileSettingsApi.util.updateQueryData('getProfileSettings', undefined, (draft) => {
            Object.assign(draft.preferences, patch);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(profileSettingsApi.util.upsertQueryData('getProfileSettings', undefined, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
  }),
});

export const { useGetProfileSettingsQuery, useUpdateAppPreferencesMutation } = profileSettingsApi;
