import { api } from '@anchor/app-runtime';
// The zod-free module: the bell's chunk must not pull zod into the first view.
import { PatientInvitationApiPath } from '@anchor/contracts/src/api-paths';
import { type PatientInvitationView, withId } from '@anchor/contracts';

/**
 * A clinician's invitations waiting for the patient's answer, shown in the bell with Accept and Decline. The tags
 * are the ones Settings' provider card and My clinician read, so answering here refreshes them too.
 */
export const bellInvitationsApi = api
  .enhanceEndpoints({ addTagTypes: ['ProviderInvitations', 'PatientProvider', 'MyClinician', 'UserPreferences'] })
  .injectEndpoints({
    endpoints: (build) => ({
      bellInvitations: build.query<PatientInvitationView[], void>({
        query: () => PatientInvitationApiPath.list,
        providesTags: ['ProviderInvitations'],
      }),
      answerInvitation: build.mutation<null, { id: number; answer: 'accept' | 'decline' }>({
        query: ({ id, answer }) => ({
          url: withId(answer === 'accept' ? PatientInvitationApiPath.accept : PatientInvitationApiPath.decline, id),
          method: 'POST',
        }),
        // Accepting turns provider sharing on as well: the Privacy card reads it again.
        invalidatesTags: ['ProviderInvitations', 'PatientProvider', 'MyClinician', 'UserPreferences'],
      }),
    }),
  });

export const { useBellInvitationsQuery, useAnswerInvitationMutation } = bellInvitationsApi;
