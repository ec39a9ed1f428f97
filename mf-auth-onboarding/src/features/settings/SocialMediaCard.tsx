import { Badge, type BadgeTone, Button, SettingsCard, Switch } from '@anchor/ui';
import { useGetIntegrationsQuery } from '../../api/integrations.api';
import { IntegrationsCopy } from './integrations-copy';
import { StyledNote, StyledRow, StyledRowText } from './settings-styles';
import { useSocialConnections, type SocialConnection, type SocialStatus } from './useSocialConnections';

const copy = IntegrationsCopy.social;

const STATUS_TONES: Record<SocialStatus, BadgeTone> = {
  connected: 'success',
  disconnected: 'neutral',
  pending: 'info',
  error: 'danger',
};

const formatTime = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

interface SocialRowProps {
  connection: SocialConnection;
  /** false: the server has no OAuth client for it, and the row says so instead of offering Connect. */
  setUp: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  onAnalyticsChange: (on: boolean) => void;
}

function SocialRow({ connection, setUp, onConnect, onDisconnect, onAnalyticsChange }: SocialRowProps) {
  const { name, status, isConnected, lastSync, error, analyticsEnabled } = connection;
  return (
    <section aria-label={name}>
      <StyledRow>
        <StyledRowText>
          <h3>{name}</h3>
          <p>
            {setUp ? (lastSync ? copy.lastSynced(formatTime(lastSync)) : copy.neverSynced) : IntegrationsCopy.notSetUp}
          </p>
          {error ? <StyledNote role="alert">{error}</StyledNote> : null}
        </StyledRowText>
        <Badge tone={STATUS_TONES[status]}>{copy.status[status]}</Badge>
        <Button
          variant={isConnected ? 'secondary' : 'primary'}
          size="sm"
          disabled={status === 'pending' || (!setUp && !isConnected)}
          aria-label={`${isConnected ? IntegrationsCopy.disconnect : IntegrationsCopy.connect} ${name}`}
          onClick={isConnected ? onDisconnect : onConnect}
        >
          {isConnected ? IntegrationsCopy.disconnect : IntegrationsCopy.connect}
        </Button>
      </StyledRow>
      {isConnected ? (
        <Switch label={`${copy.analytics} (${name})`} checked={analyticsEnabled} onCheckedChange={onAnalyticsChange} />
      ) : null}
    </section>
  );
}

export function SocialMediaCard() {
  const { connections, connect, disconnect, setAnalytics } = useSocialConnections();
  const { data } = useGetIntegrationsQuery();
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {connections.map((connection) => (
        <SocialRow
          key={connection.platform}
          connection={connection}
          setUp={(data?.configured ?? []).includes(connection.service)}
          onConnect={() => void connect(connection)}
          onDisconnect={() => disconnect(connection.platform)}
          onAnalyticsChange={(on) => setAnalytics(connection.platform, on)}
        />
      ))}
    </SettingsCard>
  );
}
