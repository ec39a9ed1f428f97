import { api } from '@anchor/app-runtime';
import {
  AssessmentApiPath,
  type ProviderAssignmentRequest,
  type ProviderAssignmentView,
  type UserPreferences,
} from '@anchor/contracts';
import { announceProviderSharingChange, announceWhenFulfilled } from './provider-sharing.channel';

/**
 * The named provider and the sharing switch (turning sharing off revokes every share, and the shared phone number,
 * on the server at once). The provider carries the same tag as the Provider Access card's read of it
 * (provider-access.api), so a change made on either card refreshes both.
 */
export const privacyApi = api
  .enhanceEndpoints({ addTagTypes: ['PatientProvider', 'UserPreferences'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProvider: build.query<ProviderAssignmentView | null, void>({
        // 404 means no provider is named: that is an answer, not a failure.
        async queryFn(_arg, _api, _extra, baseQuery) {
          const result = await baseQuery(AssessmentApiPath.provider);
          if (result.error && result.error.status === 404) return { data: null };
          if (result.error) return { error: result.error };
          return { data: result.data as ProviderAssignmentView };
        },
        providesTags: ['PatientProvider'],
      }),
      setProvider: build.mutation<ProviderAssignmentView, ProviderAssignmentRequest>({
        query: (body) => ({ url: AssessmentApiPath.provider, method: 'PUT', body }),
        invalidatesTags: ['PatientProvider'],
        onQueryStarted: announceWhenFulfilled,
      }),
      getSharing: build.query<UserPreferences, void>({
        query: () => AssessmentApiPath.preferences,
        providesTags: ['UserPreferences'],
      }),
      setSharing: build.mutation<UserPreferences, UserPreferences>({
        query: (body) => ({ url: AssessmentApiPath.preferences, method: 'PATCH', body }),
        // Turning sharing off also removes the shared phone number from the provider.
        invalidatesTags: ['PatientProvider'],
        async onQueryStarted(_request, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(privacyApi.util.upsertQueryData('getSharing', undefined, data));
            announceProviderSharingChange();
          } catch {
            // The card shows the error.
          }
        },
      }),
    }),
  });

export const { useGetProviderQuery, useSetProviderMutation, useGetSharingQuery, useSetSharingMutation } = privacyApi;
