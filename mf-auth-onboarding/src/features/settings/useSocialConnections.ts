import { useCallback, useState } from 'react';
import { useToast } from '@anchor/app-runtime';
import type { IntegrationServiceId } from '@anchor/contracts';
import { delay } from '../../delay';
import { IntegrationsCopy } from './integrations-copy';
import { useIntegrationConnect } from './useIntegrationConnect';

/** The simulated connect takes 1000 ms. */
export const SOCIAL_CONNECT_DELAY_MS = 1000;

export type SocialStatus = 'connected' | 'disconnected' | 'pending' | 'error';

/** Social connections are local screen state only: nothing is sent or stored. */
export interface SocialConnection {
  platform: string;
  name: string;
  /** The server's integration id. */
  service: IntegrationServiceId;
  isConnected: boolean;
  status: SocialStatus;
  analyticsEnabled: boolean;
  lastSync: Date | null;
  error: string | null;
}

const platform = (id: string, name: string, service: IntegrationServiceId): SocialConnection => ({
  platform: id,
  name,
  service,
  isConnected: false,
  status: 'disconnected',
  analyticsEnabled: false,
  lastSync: null,
  error: null,
});

const INITIAL: SocialConnection[] = [
  platform('twitter', 'Twitter', 'twitter'),
  platform('facebook', 'Facebook', 'facebook'),
  platform('instagram', 'Instagram', 'instagram'),
  platform('slack', 'Slack', 'slack'),
];

/** Connect goes pending, asks the server for the authorization page, and settles after 1 s. */
export function useSocialConnections() {
  const [connections, setConnections] = useState(INITIAL);
  const connectIntegration = useIntegrationConnect();
  const toast = useToast();

  const patch = useCallback((id: string, change: Partial<SocialConnection>) => {
    setConnections((all) => all.map((item) => (item.platform === id ? { ...item, ...change } : item)));
  }, []);

  const connect = useCallback(
    async ({ platform: id, service }: SocialConnection) => {
      patch(id, { status: 'pending', error: null });
      const [opened] = await Promise.all([
        connectIntegration({ service, type: 'social' }),
        delay(SOCIAL_CONNECT_DELAY_MS),
      ]);
      if (opened) {
        patch(id, { status: 'connected', isConnected: true, lastSync: new Date() });
        return;
      }
      patch(id, { status: 'error', isConnected: false, error: IntegrationsCopy.social.connectError });
      toast({
        title: IntegrationsCopy.social.failedTitle,
        description: IntegrationsCopy.social.failedDescription,
        variant: 'destructive',
      });
    },
    [patch, connectIntegration, toast],
  );

  const disconnect = useCallback(
    (id: string) => patch(id, { status: 'disconnected', isConnected: false, analyticsEnabled: false }),
    [patch],
  );
  const setAnalytics = useCallback((id: string, on: boolean) => patch(id, { analyticsEnabled: on }), [patch]);

  return { connections, connect, disconnect, setAnalytics };
}
