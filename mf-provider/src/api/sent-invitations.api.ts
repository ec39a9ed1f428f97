import { api } from '@anchor/app-runtime';
import { ProviderApiPath, type SentInvitationView } from '@anchor/contracts';

/** The provider's own invitations with each patient's answer; refreshed when a new one is sent. */
export const sentInvitationsApi = api.enhanceEndpoints({ addTagTypes: ['SentInvitations'] }).injectEndpoints({
  endpoints: (build) => ({
    sentInvitations: build.query<SentInvitationView[], void>({
      query: () => ProviderApiPath.invitations,
      providesTags: ['SentInvitations'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSentInvitationsQuery } = sentInvitationsApi;
