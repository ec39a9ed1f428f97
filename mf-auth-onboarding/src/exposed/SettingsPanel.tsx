import { remoteRootProps } from '../remote-root';
import { SettingsPanelView } from '../features/settings/SettingsPanelView';

/** The settings panel the home screen toggles. */
export default function SettingsPanel() {
  return (
    <div {...remoteRootProps()}>
      <SettingsPanelView />
    </div>
  );
}
