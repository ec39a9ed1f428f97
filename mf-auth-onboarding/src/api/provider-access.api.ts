import { api } from '@anchor/app-runtime';
import { type ProviderAccessEvent, ProviderApiPath } from '@anchor/contracts';

const providerAccessApi = api.enhanceEndpoints({ addTagTypes: ['ProviderAccessLog'] });

export const patientProviderApi = providerAccessApi.injectEndpoints({
  endpoints: (build) => ({
    providerAccessLog: build.query<ProviderAccessEvent[], void>({
      query: () => ProviderApiPath.accessLog,
      providesTags: ['ProviderAccessLog'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useProviderAccessLogQuery } = patientProviderApi;
