import { api } from '@anchor/app-runtime';
import {
  AccountApiPath,
  type IntegrationConnectRequest,
  type IntegrationConnectResponse,
  type IntegrationListResponse,
} from '@anchor/contracts';

export const integrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIntegrations: build.query<IntegrationListResponse, void>({
      query: () => AccountApiPath.integrations,
    }),
    connectIntegration: build.mutation<IntegrationConnectResponse, IntegrationConnectRequest>({
      query: (body) => ({ url: AccountApiPath.integrationsConnect, method: 'POST', body }),
    }),
  }),
});

export const { useGetIntegrationsQuery, useConnectIntegrationMutation } = integrationsApi;
