import { describeApiError, useToast, useUpdateAppPreferencesMutation } from '@anchor/app-runtime';
import {
  type AppPreferences,
  type AppPreferencesPatch,
  DEFAULT_HEALTH_APPS,
  DEFAULT_SOCIAL_APPS,
} from '@anchor/contracts';
import { FormField, Select, Switch } from '@anchor/ui';
import { OnboardingCopy } from '../../onboarding/copy';
import { CheckboxGroup } from '../../onboarding/steps/CheckboxGroup';
import { WEARABLE_DEVICES } from '../../onboarding/steps/IntegrationSteps';
import { ProfileCardCopy as copy } from './profile-copy';

export interface PreferencesSectionProps {
  preferences: AppPreferences;
}

/** The wizard's device, app and social choices and emergency alerts; each change is saved at once. */
export function PreferencesSection({ preferences }: PreferencesSectionProps) {
  const toast = useToast();
  const [update] = useUpdateAppPreferencesMutation();
  const save = (patch: AppPreferencesPatch) =>
    update(patch)
      .unwrap()
      .catch((cause: unknown) =>
        toast({ title: copy.failedTitle, description: describeApiError(cause), variant: 'destructive' }),
      );
  return (
    <>
      <Switch
        label={copy.emergencyAlerts}
        description={copy.emergencyAlertsNote}
        checked={preferences.emergencyAlerts}
        onCheckedChange={(emergencyAlerts) => void save({ emergencyAlerts })}
      />
      <FormField label={copy.wearable}>
        <Select
          value={preferences.wearableDevice ?? ''}
          onChange={(event) => void save({ wearableDevice: event.target.value || null })}
        >
          <option value="">{OnboardingCopy.device.none}</option>
          {WEARABLE_DEVICES.map((device) => (
            <option key={device.id} value={device.id}>
              {device.name}
            </option>
          ))}
        </Select>
      </FormField>
      <CheckboxGroup
        legend={OnboardingCopy.apps.label}
        options={DEFAULT_HEALTH_APPS}
        selected={preferences.healthApps}
        onChange={(healthApps) => void save({ healthApps })}
      />
      <CheckboxGroup
        legend={OnboardingCopy.social.label}
        options={DEFAULT_SOCIAL_APPS}
        selected={preferences.socialApps}
        onChange={(socialApps) => void save({ socialApps })}
      />
    </>
  );
}
