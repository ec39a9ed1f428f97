import { api } from '@anchor/app-runtime';
import {
  AccountApiPath,
  type IntegrationConnectRequest,
  type IntegrationConnectResponse,
  type IntegrationListResponse,
  type IntegrationServiceId,
} from '@anchor/contracts';

export const integrationsApi = api.enhanceEndpoints({ addTagTypes: ['Integrations'] }).injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<IntegrationListResponse, void>({
      query: () => AccountApiPath.integrations,
      providesTags: ['Integrations'],
    }),
    connectIntegration: build.mutation<IntegrationConnectResponse, IntegrationConnectRequest>({
      query: (body) => ({ url: AccountApiPath.integrationsConnect, method: 'POST', body }),
    }),
    disconnectIntegration: build.mutation<void, IntegrationServiceId>({
      query: (service) => ({
        url: AccountApiPath.integration.replace(':service', encodeURIComponent(service)),
        method: 'DELETE',
      }),
      invalidatesTags: ['Integrations'],
    }),
  }),
});

export const { useGetIntegrationsQuery, useConnectIntegrationMutation, useDisconnectIntegrationMutation } =
  integrationsApi;
