import { SettingsCard, Switch } from '@anchor/ui';
import { useAccessibilityPreferences } from '../accessibility/useAccessibilityPreferences';
import { AccountCopy } from './account-copy';

const copy = AccountCopy.accessibility;

/** Large text and high contrast, applied app-wide at once and stored on the server. */
export function AccessibilityCard() {
  const { preferences, apply } = useAccessibilityPreferences();
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      <Switch
        label={copy.largeText}
        checked={preferences.largeText}
        onCheckedChange={(on) => void apply('largeText', on)}
      />
      <Switch
        label={copy.highContrast}
        checked={preferences.highContrast}
        onCheckedChange={(on) => void apply('highContrast', on)}
      />
    </SettingsCard>
  );
}
