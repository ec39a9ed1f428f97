import { api } from '@anchor/app-runtime';
import {
  AssessmentApiPath,
  CareThreadApiPath,
  type PatientInvitationView,
  type ProviderAccessEvent,
  ProviderApiPath,
  type ProviderAssignmentView,
  type ProviderPhoneRequest,
  withId,
} from '@anchor/contracts';
import { announceWhenFulfilled } from './provider-sharing.channel';

const providerAccessApi = api.enhanceEndpoints({
  addTagTypes: ['ProviderAccessLog', 'PatientProvider', 'ProviderInvitations', 'UserPreferences'],
});

/** What changes when access changes: every read of the patient's provider, sharing switch, log and invitations. */
export const PROVIDER_ACCESS_TAGS = [
  'PatientProvider',
  'UserPreferences',
  'ProviderAccessLog',
  'ProviderInvitations',
] as const;

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
      onQueryStarted: announceWhenFulfilled,
    }),
    /** Withdraws the provider: the Privacy card's provider line, this card and the other tabs all refetch. */
    removeProvider: build.mutation<null, void>({
      query: () => ({ url: AssessmentApiPath.provider, method: 'DELETE' }),
      invalidatesTags: ['PatientProvider', 'ProviderAccessLog'],
      onQueryStarted: announceWhenFulfilled,
    }),
    shareProviderPhone: build.mutation<ProviderAssignmentView, ProviderPhoneRequest>({
      query: (body) => ({ url: AssessmentApiPath.providerPhone, method: 'PUT', body }),
      invalidatesTags: ['PatientProvider'],
      onQueryStarted: announceWhenFulfilled,
    }),
    stopSharingProviderPhone: build.mutation<ProviderAssignmentView, void>({
      query: () => ({ url: AssessmentApiPath.providerPhone, method: 'DELETE' }),
      invalidatesTags: ['PatientProvider'],
      onQueryStarted: announceWhenFulfilled,
    }),
    providerInvitations: build.query<PatientInvitationView[], void>({
      query: () => ProviderApiPath.patientInvitations,
      providesTags: ['ProviderInvitations'],
    }),
    acceptProviderInvitation: build.mutation<null, number>({
      query: (id) => ({ url: withId(ProviderApiPath.acceptInvitation, id), method: 'POST' }),
      // Accepting turns provider sharing on as well.
      invalidatesTags: ['ProviderInvitations', 'PatientProvider', 'UserPreferences'],
      onQueryStarted: announceWhenFulfilled,
    }),
    declineProviderInvitation: build.mutation<null, number>({
      query: (id) => ({ url: withId(CareThreadApiPath.declineInvitation, id), method: 'POST' }),
      invalidatesTags: ['ProviderInvitations'],
    }),
  }),
});

export const {
  useProviderAccessLogQuery,
  usePatientProviderQuery,
  useSetProviderWellnessSharingMutation,
  useRemoveProviderMutation,
  useShareProviderPhoneMutation,
  useStopSharingProviderPhoneMutation,
  useProviderInvitationsQuery,
  useAcceptProviderInvitationMutation,
  useDeclineProviderInvitationMutation,
} = patientProviderApi;
