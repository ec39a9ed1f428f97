import { SettingsCard, Spinner, Switch } from '@anchor/ui';
import { SettingsCopy } from './copy';
import { StyledNote } from './settings-styles';
import { useAppConnections, type AppConnectionKey } from './useAppConnections';

const copy = SettingsCopy.apps;

const CONNECTIONS: ReadonlyArray<{ key: AppConnectionKey; label: string }> = [
  { key: 'allowVideoApps', label: copy.video },
  { key: 'allowVoiceApps', label: copy.voice },
  { key: 'allowMessageApps', label: copy.messaging },
];

export function AppConnectionsCard() {
  const { settings, isLoading, isError, savingKey, setConnection } = useAppConnections();
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {isLoading ? <Spinner /> : null}
      {isError && !settings ? <StyledNote role="alert">{copy.loadFailed}</StyledNote> : null}
      {settings
        ? CONNECTIONS.map(({ key, label }) => (
            <Switch
              key={key}
              label={label}
              checked={settings[key]}
              disabled={savingKey === key}
              onCheckedChange={(allowed) => void setConnection(key, allowed)}
            />
          ))
        : null}
    </SettingsCard>
  );
}
