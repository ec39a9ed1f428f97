import { SettingsCard } from '@anchor/ui';
import type { IntegrationServiceId } from '@anchor/contracts';
import { IntegrationsCopy } from './integrations-copy';
import { IntegrationRow, UnavailableRow } from './IntegrationRow';
import { StyledNote } from './settings-styles';
import { useIntegrations } from './useIntegrations';

const copy = IntegrationsCopy.wearables;

/** HealthKit lives on the iPhone and Google Fit's APIs are closed: those rows say so, with no button. */
const WEARABLES: ReadonlyArray<{ name: string; service: IntegrationServiceId } | { name: string; why: string }> = [
  { name: 'Apple Watch', service: 'apple-watch' },
  { name: 'Fitbit', service: 'fitbit' },
  { name: 'Garmin', service: 'garmin' },
  { name: 'Apple HealthKit', why: copy.healthKit },
  { name: 'Google Fit', why: copy.googleFit },
  { name: 'Oura Ring', service: 'oura-ring' },
  { name: 'WHOOP Strap', service: 'whoop' },
];

export function WearableCard() {
  const { connectionOf, statusOf, isSetUp, connect, disconnect } = useIntegrations();
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {WEARABLES.map((wearable) =>
        'why' in wearable ? (
          <UnavailableRow key={wearable.name} name={wearable.name} why={wearable.why} />
        ) : (
          <IntegrationRow
            key={wearable.name}
            name={wearable.name}
            status={statusOf(wearable.service)}
            statusLabels={copy.status}
            setUp={isSetUp(wearable.service)}
            connectedAt={connectionOf(wearable.service)?.updatedAt ?? null}
            onConnect={() => void connect(wearable.service, 'wearable')}
            onDisconnect={() => void disconnect(wearable.service, wearable.name)}
          />
        ),
      )}
      <StyledNote>{copy.privacyNote}</StyledNote>
    </SettingsCard>
  );
}
