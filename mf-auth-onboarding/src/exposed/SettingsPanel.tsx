import type { SettingsPanelProps } from '@anchor/contracts';
import { remoteRootProps } from '../remote-root';
import { SettingsPanelView } from '../features/settings/SettingsPanelView';

/** The settings panel the home screen toggles, or opens at one card (an insight's Take Action). */
export default function SettingsPanel(props: SettingsPanelProps) {
  return (
    <div {...remoteRootProps()}>
      <SettingsPanelView {...props} />
    </div>
  );
}
