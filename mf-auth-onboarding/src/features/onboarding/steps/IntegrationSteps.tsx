import { FormField, Select, Stack } from '@anchor/ui';
import { DEFAULT_HEALTH_APPS, DEFAULT_SOCIAL_APPS } from '@anchor/contracts';
import { OnboardingCopy } from '../copy';
import { useAnswers } from '../useAnswers';
import { CheckboxGroup } from './CheckboxGroup';
import { StyledIntro } from './step-styles';

/** Wearables Anchor can link (the integration service ids), by display name. */
export const WEARABLE_DEVICES = [
  { id: 'apple-watch', name: 'Apple Watch' },
  { id: 'fitbit', name: 'Fitbit' },
  { id: 'garmin', name: 'Garmin' },
  { id: 'samsung-galaxy', name: 'Samsung Galaxy Watch' },
  { id: 'oura-ring', name: 'Oura Ring' },
  { id: 'whoop', name: 'WHOOP Strap' },
] as const;

export function DeviceIntegrationStep() {
  const { answers, update } = useAnswers();
  const copy = OnboardingCopy.device;
  return (
    <Stack gap="lg">
      <StyledIntro>{copy.intro}</StyledIntro>
      <FormField label={copy.label}>
        <Select value={answers.wearableDevice} onChange={(event) => update({ wearableDevice: event.target.value })}>
          <option value="">{copy.none}</option>
          {WEARABLE_DEVICES.map((device) => (
            <option key={device.id} value={device.id}>
              {device.name}
            </option>
          ))}
        </Select>
      </FormField>
    </Stack>
  );
}

export function AppIntegrationStep() {
  const { answers, update } = useAnswers();
  return (
    <Stack gap="lg">
      <StyledIntro>{OnboardingCopy.apps.intro}</StyledIntro>
      <CheckboxGroup
        legend={OnboardingCopy.apps.label}
        options={DEFAULT_HEALTH_APPS}
        selected={answers.healthApps}
        onChange={(healthApps) => update({ healthApps })}
      />
    </Stack>
  );
}

export function SocialIntegrationStep() {
  const { answers, update } = useAnswers();
  return (
    <Stack gap="lg">
      <StyledIntro>{OnboardingCopy.social.intro}</StyledIntro>
      <CheckboxGroup
        legend={OnboardingCopy.social.label}
        options={DEFAULT_SOCIAL_APPS}
        selected={answers.socialApps}
        onChange={(socialApps) => update({ socialApps })}
      />
    </Stack>
  );
}
