import { api, profileSettingsApi } from '@anchor/app-runtime';
import { OnboardingApiPath, type ProfileDetailsRequest, type ProfileSettings } from '@anchor/contracts';

/** PATCH /api/user/profile-details: the answer replaces the stored profile the card and the shell read. */
export const profileDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfileDetails: build.mutation<ProfileSettings, ProfileDetailsRequest>({
      query: (body) => ({ url: OnboardingApiPath.profileDetails, method: 'PATCH', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileSettingsApi.util.upsertQueryData('getProfileSettings', undefined, data));
        } catch {
          // The form shows the error.
        }
      },
    }),
  }),
});

export const { useUpdateProfileDetailsMutation } = profileDetailsApi;
