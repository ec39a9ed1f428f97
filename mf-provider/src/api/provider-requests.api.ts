import { ProviderApiPath, type ProviderRequestView, withId } from '@anchor/contracts';
import { portalApi } from './provider-portal.api';

/** Patients who named the provider's verified address: listed until the provider accepts or declines. */
export const providerRequestsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    providerRequests: build.query<ProviderRequestView[], void>({
      query: () => ProviderApiPath.requests,
      providesTags: ['ProviderRequests'],
      keepUnusedDataFor: 0,
    }),
    /** Accepting adds the patient to the provider's list at once; declining only removes the request. */
    answerRequest: build.mutation<null, { id: number; answer: 'accept' | 'decline' }>({
      query: ({ id, answer }) => ({
        url: withId(answer === 'accept' ? ProviderApiPath.acceptRequest : ProviderApiPath.declineRequest, id),
        method: 'POST',
      }),
      invalidatesTags: ['ProviderRequests', 'ProviderPatients'],
    }),
  }),
});

export const { useProviderRequestsQuery, useAnswerRequestMutation } = providerRequestsApi;
