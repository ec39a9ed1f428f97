import { api } from '@anchor/app-runtime';
import {
  AssessmentApiPath,
  type ProviderAssignmentRequest,
  type ProviderAssignmentView,
  type UserPreferences,
} from '@anchor/contracts';

/** The named provider and the sharing switch (turning sharing off revokes every share on the server at once). */
export const privacyApi = api.enhanceEndpoints({ addTagTypes: ['Provider', 'UserPreferences'] }).injectEndpoints({
  endpoints: (build) => ({
    getProvider: build.query<ProviderAssignmentView | null, void>({
      // 404 means no provider is named: that is an answer, not a failure.
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery(AssessmentApiPath.provider);
        if (result.error && result.error.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as ProviderAssignmentView };
      },
      providesTags: ['Provider'],
    }),
    setProvider: build.mutation<ProviderAssignmentView, ProviderAssignmentRequest>({
      query: (body) => ({ url: AssessmentApiPath.provider, method: 'PUT', body }),
      invalidatesTags: ['Provider'],
    }),
    getSharing: build.query<UserPreferences, void>({
      query: () => AssessmentApiPath.preferences,
      providesTags: ['UserPreferences'],
    }),
    setSharing: build.mutation<UserPreferences, UserPreferences>({
      query: (body) => ({ url: AssessmentApiPath.preferences, method: 'PATCH', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(privacyApi.util.upsertQueryData('getSharing', undefined, data));
        } catch {
          // The card shows the error.
        }
      },
    }),
  }),
});

export const { useGetProviderQuery, useSetProviderMutation, useGetSharingQuery, useSetSharingMutation } = privacyApi;
