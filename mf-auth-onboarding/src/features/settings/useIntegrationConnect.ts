import { useCallback } from 'react';
import { toApiError } from '@anchor/app-runtime';
import type { IntegrationConnectRequest } from '@anchor/contracts';
import { IntegrationsCopy } from './integrations-copy';
import { useConnectIntegrationMutation } from '../../api/integrations.api';

/**
 * POST /api/integrations/connect, then the provider's authorization page in a new tab. A failure
 * (most often the server's 400 naming the missing OAuth setting) is logged and shown as an alert.
 * Resolves to whether the authorization page was opened.
 */
export function useIntegrationConnect() {
  const [connectIntegration] = useConnectIntegrationMutation();
  return useCallback(
    async (request: IntegrationConnectRequest): Promise<boolean> => {
      try {
        const { authUrl } = await connectIntegration(request).unwrap();
        window.open(authUrl, '_blank', 'noopener,noreferrer');
        return true;
      } catch (error) {
        console.error(`Could not connect ${request.service}:`, toApiError(error).message);
        window.alert(IntegrationsCopy.connectFailedAlert);
        return false;
      }
    },
    [connectIntegration],
  );
}
