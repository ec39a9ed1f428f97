import { api } from '@anchor/app-runtime';
import {
  AssessmentApiPath,
  type PatientInvitationView,
  type ProviderAccessEvent,
  ProviderApiPath,
  type ProviderAssignmentView,
  withId,
} from '@anchor/contracts';

const providerAccessApi = api.enhanceEndpoints({
  addTagTypes: ['ProviderAccessLog', 'PatientProvider', 'ProviderInvitations'],
});

/** The patient's side of provider access: who read what, the active provider's reach, and invitations. */
export const patientProviderApi = providerAccessApi.injectEndpoints({
  endpoints: (build) => ({
    providerAccessLog: build.query<ProviderAccessEvent[], void>({
      query: () => ProviderApiPath.accessLog,
      providesTags: ['ProviderAccessLog'],
      keepUnusedDataFor: 0,
    }),
    /** The active provider; null when none is named (the server answers 404). */
    patientProvider: build.query<ProviderAssignmentView | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery(AssessmentApiPath.provider);
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as ProviderAssignmentView };
      },
      providesTags: ['PatientProvider'],
    }),
    setProviderWellnessSharing: build.mutation<ProviderAssignmentView, boolean>({
      query: (shareWellnessSummaries) => ({
        url: AssessmentApiPath.provider,
        method: 'PATCH',
        body: { shareWellnessSummaries },
      }),
      invalidatesTags: ['PatientProvider'],
    }),
    removeProvider: build.mutation<null, void>({
      query: () => ({ url: AssessmentApiPath.provider, method: 'DELETE' }),
      invalidatesTags: ['PatientProvider', 'ProviderAccessLog'],
    }),
    providerInvitations: build.query<PatientInvitationView[], void>({
      query: () => ProviderApiPath.patientInvitations,
      providesTags: ['ProviderInvitations'],
    }),
    acceptProviderInvitation: build.mutation<null, number>({
      query: (id) => ({ url: withId(ProviderApiPath.acceptInvitation, id), method: 'POST' }),
      invalidatesTags: ['ProviderInvitations', 'PatientProvider'],
    }),
  }),
});

export const {
  useProviderAccessLogQuery,
  usePatientProviderQuery,
  useSetProviderWellnessSharingMutation,
  useRemoveProviderMutation,
  useProviderInvitationsQuery,
  useAcceptProviderInvitationMutation,
} = patientProviderApi;
