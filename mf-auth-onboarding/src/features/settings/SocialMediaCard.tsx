import { Badge, type BadgeTone, Button, SettingsCard, Switch } from '@anchor/ui';
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
  onConnect: () => void;
  onDisconnect: () => void;
  onAnalyticsChange: (on: boolean) => void;
}

function SocialRow({ connection, onConnect, onDisconnect, onAnalyticsChange }: SocialRowProps) {
  const { name, status, isConnected, lastSync, error, analyticsEnabled } = connection;
  return (
    <section aria-label={name}>
      <StyledRow>
        <StyledRowText>
          <h3>{name}</h3>
          <p>{lastSync ? copy.lastSynced(formatTime(lastSync)) : copy.neverSynced}</p>
          {error ? <StyledNote role="alert">{error}</StyledNote> : null}
        </StyledRowText>
        <Badge tone={STATUS_TONES[status]}>{copy.status[status]}</Badge>
        <Button
          variant={isConnected ? 'secondary' : 'primary'}
          size="sm"
          disabled={status === 'pending'}
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
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {connections.map((connection) => (
        <SocialRow
          key={connection.platform}
          connection={connection}
          onConnect={() => void connect(connection)}
          onDisconnect={() => disconnect(connection.platform)}
          onAnalyticsChange={(on) => setAnalytics(connection.platform, on)}
        />
      ))}
    </SettingsCard>
  );
}
