import { Badge, Button, SettingsCard } from '@anchor/ui';
import type { IntegrationConnection, IntegrationServiceId } from '@anchor/contracts';
import { IntegrationsCopy } from './integrations-copy';
import { useGetIntegrationsQuery } from '../../api/integrations.api';
import { StyledNote, StyledRow, StyledRowText } from './settings-styles';
import { useIntegrationConnect } from './useIntegrationConnect';

const copy = IntegrationsCopy.wearables;

/** HealthKit lives on the iPhone and Google Fit's APIs are closed: each row says so instead of offering Connect. */
const WEARABLES: ReadonlyArray<{ name: string; service: IntegrationServiceId | null; why?: string }> = [
  { name: 'Apple Watch', service: 'apple-watch' },
  { name: 'Fitbit', service: 'fitbit' },
  { name: 'Garmin', service: 'garmin' },
  { name: 'Apple HealthKit', service: null, why: copy.healthKit },
  { name: 'Google Fit', service: null, why: copy.googleFit },
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
      {WEARABLES.map(({ name, service, why }) => {
        const status = statusOf(data?.connections, service);
        const setUp = service !== null && (data?.configured ?? []).includes(service);
        return (
          <StyledRow key={name}>
            <StyledRowText>
              <h3>{name}</h3>
              <p>{service ? (setUp ? copy.status[status] : IntegrationsCopy.notSetUp) : why}</p>
            </StyledRowText>
            {status === 'connected' ? <Badge tone="success">{copy.status.connected}</Badge> : null}
            <Button
              variant="secondary"
              size="sm"
              disabled={!setUp}
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
