import { Badge, Button, SettingsCard } from '@anchor/ui';
import type { IntegrationConnection, IntegrationServiceId } from '@anchor/contracts';
import { IntegrationsCopy } from './integrations-copy';
import { useGetIntegrationsQuery } from '../../api/integrations.api';
import { StyledNote, StyledRow, StyledRowText } from './settings-styles';
import { useIntegrationConnect } from './useIntegrationConnect';

const copy = IntegrationsCopy.wearables;

/** HealthKit and Google Fit live on the phone: the web app cannot authorize them. */
const WEARABLES: ReadonlyArray<{ name: string; service: IntegrationServiceId | null }> = [
  { name: 'Apple Watch', service: 'apple-watch' },
  { name: 'Fitbit', service: 'fitbit' },
  { name: 'Garmin', service: 'garmin' },
  { name: 'Apple HealthKit', service: null },
  { name: 'Google Fit', service: null },
  { name: 'Oura Ring', service: 'oura-ring' },
  { name: 'WHOOP Strap', service: 'whoop' },
];

const statusOf = (connections: IntegrationConnection[] | undefined, service: IntegrationServiceId | null) =>
  connections?.find((connection) => connection.service === service)?.status ?? 'none';

export function WearableCard() {
  const { data } = useGetIntegrationsQuery();
  const connectIntegration = useIntegrationConnect();
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {WEARABLES.map(({ name, service }) => {
        const status = statusOf(data?.connections, service);
        return (
          <StyledRow key={name}>
            <StyledRowText>
              <h3>{name}</h3>
              <p>{service ? copy.status[status] : copy.mobileOnly}</p>
            </StyledRowText>
            {status === 'connected' ? <Badge tone="success">{copy.status.connected}</Badge> : null}
            <Button
              variant="secondary"
              size="sm"
              disabled={!service}
              aria-label={`${IntegrationsCopy.connect} ${name}`}
              onClick={() => service && void connectIntegration({ service, type: 'wearable' })}
            >
              {IntegrationsCopy.connect}
            </Button>
          </StyledRow>
        );
      })}
      <StyledNote>{copy.privacyNote}</StyledNote>
    </SettingsCard>
  );
}
