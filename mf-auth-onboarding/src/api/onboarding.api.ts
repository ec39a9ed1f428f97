import { api, cacheReturnedUser } from '@anchor/app-runtime';
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
      // A failure is logged by the caller; the wizard completes either way.
      onQueryStarted: cacheReturnedUser,
    }),
  }),
});

export const { useGetOnboardingProgressQuery, useSaveOnboardingProgressMutation, useCompleteOnboardingMutation } =
  onboardingApi;
