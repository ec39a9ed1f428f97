import { useState } from 'react';
import { SettingsCard, Switch } from '@anchor/ui';
import type { IntegrationServiceId } from '@anchor/contracts';
import { IntegrationsCopy } from './integrations-copy';
import { IntegrationRow } from './IntegrationRow';
import { useIntegrations } from './useIntegrations';

const copy = IntegrationsCopy.social;

const PLATFORMS: ReadonlyArray<{ name: string; service: IntegrationServiceId }> = [
  { name: 'Twitter', service: 'twitter' },
  { name: 'Facebook', service: 'facebook' },
  { name: 'Instagram', service: 'instagram' },
  { name: 'Slack', service: 'slack' },
];

export function SocialMediaCard() {
  const { connectionOf, statusOf, isSetUp, connect, disconnect } = useIntegrations();
  // Per-account analytics is a choice on this screen only; nothing is analysed yet.
  const [analytics, setAnalytics] = useState<Partial<Record<IntegrationServiceId, boolean>>>({});
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {PLATFORMS.map(({ name, service }) => {
        const connection = connectionOf(service);
        return (
          <IntegrationRow
            key={service}
            name={name}
            status={statusOf(service)}
            statusLabels={copy.status}
            setUp={isSetUp(service)}
            connectedAt={connection?.updatedAt ?? null}
            onConnect={() => void connect(service, 'social')}
            onDisconnect={() => void disconnect(service, name)}
          >
            {connection ? (
              <Switch
                label={`${copy.analytics} (${name})`}
                checked={analytics[service] ?? false}
                onCheckedChange={(on) => setAnalytics((all) => ({ ...all, [service]: on }))}
              />
            ) : null}
          </IntegrationRow>
        );
      })}
    </SettingsCard>
  );
}
