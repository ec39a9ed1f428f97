import { useCallback, useState } from 'react';
import { useToast } from '@anchor/app-runtime';
import type { IntegrationConnection, IntegrationServiceId, IntegrationType } from '@anchor/contracts';
import {
  useConnectIntegrationMutation,
  useDisconnectIntegrationMutation,
  useGetIntegrationsQuery,
} from '../../api/integrations.api';
import { IntegrationsCopy } from './integrations-copy';
import { openAuthorizationPage } from './open-authorization-page';

export type IntegrationRowStatus = 'connected' | 'disconnected' | 'pending';

/**
 * The person's connections as the server holds them. Connect asks the server for the provider's
 * authorization page and goes there; a row says Connected only once the server has the tokens.
 */
export function useIntegrations() {
  const { data } = useGetIntegrationsQuery();
  const [connectIntegration] = useConnectIntegrationMutation();
  const [disconnectIntegration] = useDisconnectIntegrationMutation();
  const toast = useToast();
  const [pending, setPending] = useState<IntegrationServiceId | null>(null);

  const connectionOf = useCallback(
    (service: IntegrationServiceId): IntegrationConnection | null =>
      data?.connections.find((connection) => connection.service === service) ?? null,
    [data],
  );
  const statusOf = (service: IntegrationServiceId): IntegrationRowStatus =>
    pending === service ? 'pending' : connectionOf(service) ? 'connected' : 'disconnected';
  /** null until the server has said which services it has clients for. */
  const isSetUp = (service: IntegrationServiceId): boolean | null => (data ? data.configured.includes(service) : null);

  const connect = useCallback(
    async (service: IntegrationServiceId, type: IntegrationType) => {
      setPending(service);
      try {
        const { authUrl } = await connectIntegration({ service, type }).unwrap();
        openAuthorizationPage(authUrl);
      } catch {
        setPending(null);
        toast({
          title: IntegrationsCopy.failedTitle,
          description: IntegrationsCopy.connectFailed,
          variant: 'destructive',
        });
      }
    },
    [connectIntegration, toast],
  );

  const disconnect = useCallback(
    async (service: IntegrationServiceId, name: string) => {
      setPending(service);
      try {
        await disconnectIntegration(service).unwrap();
        toast({
          title: IntegrationsCopy.disconnectedTitle(name),
          description: IntegrationsCopy.disconnectedDescription,
        });
      } catch {
        toast({
          title: IntegrationsCopy.failedTitle,
          description: IntegrationsCopy.disconnectFailed,
          variant: 'destructive',
        });
      } finally {
        setPending(null);
      }
    },
    [disconnectIntegration, toast],
  );

  return { connectionOf, statusOf, isSetUp, connect, disconnect };
}
