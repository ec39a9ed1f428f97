import { api, setCachedCurrentUser } from '@anchor/app-runtime';
import {
  OnboardingApiPath,
  type OnboardingConfigRequest,
  type OnboardingProgress,
  type OnboardingProgressRequest,
  type PublicUser,
} from '@anchor/contracts';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnboardingProgress: build.query<OnboardingProgress, void>({
      query: () => OnboardingApiPath.progress,
    }),
    saveOnboardingProgress: build.mutation<OnboardingProgress, OnboardingProgressRequest>({
      query: (body) => ({ url: OnboardingApiPath.progress, method: 'PUT', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(onboardingApi.util.upsertQueryData('getOnboardingProgress', undefined, data));
        } catch {
          // The caller logs it; the local copy still holds the progress.
        }
      },
    }),
    completeOnboarding: build.mutation<PublicUser, OnboardingConfigRequest>({
      query: (body) => ({ url: OnboardingApiPath.complete, method: 'POST', body }),
      invalidatesTags: ['ProfileSettings'],
      async onQueryStarted(_config, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setCachedCurrentUser(data));
        } catch {
          // Logged by the caller; the wizard completes either way (spec part 1 section 8).
        }
      },
    }),
  }),
});

export const { useGetOnboardingProgressQuery, useSaveOnboardingProgressMutation, useCompleteOnboardingMutation } =
  onboardingApi;
