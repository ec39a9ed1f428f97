import { Stack, Switch } from '@anchor/ui';
import { useAccessibilityPreferences } from '../../accessibility/useAccessibilityPreferences';
import { OnboardingCopy } from '../copy';
import { useAnswers } from '../useAnswers';
import { StyledIntro } from './step-styles';

const copy = OnboardingCopy.accessibility;

/** Large text and high contrast restyle the app the moment they change; the submit stores them on the server. */
export function AccessibilityStep() {
  const { answers, update } = useAnswers();
  const { preferences, apply } = useAccessibilityPreferences();
  return (
    <Stack gap="lg">
      <StyledIntro>{copy.intro}</StyledIntro>
      <Switch
        label={copy.voice}
        checked={answers.voiceEnabled}
        onCheckedChange={(voiceEnabled) => update({ voiceEnabled })}
      />
      <Switch
        label={copy.largeText}
        checked={preferences.largeText}
        onCheckedChange={(largeText) => {
          void apply('largeText', largeText);
          update({ largeText });
        }}
      />
      <Switch
        label={copy.highContrast}
        checked={preferences.highContrast}
        onCheckedChange={(highContrast) => {
          void apply('highContrast', highContrast);
          update({ highContrast });
        }}
      />
    </Stack>
  );
}
