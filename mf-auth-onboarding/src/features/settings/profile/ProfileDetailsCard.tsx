import { useMemo } from 'react';
import { useGetProfileSettingsQuery } from '@anchor/app-runtime';
import { AGE_MAX, AGE_MIN, GENDER_OPTIONS, needsGuardianConsent, type Gender } from '@anchor/contracts';
import { Button, FieldError, FormField, Input, Select, SettingsCard, Spinner, Switch } from '@anchor/ui';
import { OnboardingCopy } from '../../onboarding/copy';
import { StyledDialogActions, StyledDialogForm } from '../dialog-styles';
import { StyledNote } from '../settings-styles';
import { PreferencesSection } from './PreferencesSection';
import { ProfileCardCopy as copy } from './profile-copy';
import { type ProfileDraft, useProfileDetailsForm } from './useProfileDetailsForm';

const stepCopy = OnboardingCopy.profile;

function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

interface ProfileFormProps {
  initial: Parameters<typeof useProfileDetailsForm>[0];
}

function ProfileForm({ initial }: ProfileFormProps) {
  const { draft, change, errors, submit, saving } = useProfileDetailsForm(initial);
  const zones = useMemo(() => timeZones(draft.timeZone), [draft.timeZone]);
  const age = draft.age.trim() === '' ? null : Number(draft.age);
  const text = (field: keyof ProfileDraft) => (event: { target: { value: string } }) =>
    change({ [field]: event.target.value });
  return (
    <StyledDialogForm aria-label={copy.title} noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={copy.name} error={errors.name}>
        <Input value={draft.name} autoComplete="given-name" required onChange={text('name')} />
      </FormField>
      <FormField label={copy.age} error={errors.age}>
        <Input type="number" inputMode="numeric" min={AGE_MIN} max={AGE_MAX} value={draft.age} onChange={text('age')} />
      </FormField>
      {needsGuardianConsent(age) ? (
        <div>
          <Switch
            label={stepCopy.guardianConsent}
            description={stepCopy.guardianConsentNote}
            checked={draft.guardianConsent}
            onCheckedChange={(guardianConsent) => change({ guardianConsent })}
          />
          {errors.guardianConsent ? <FieldError>{errors.guardianConsent}</FieldError> : null}
        </div>
      ) : null}
      <FormField label={copy.location} error={errors.location}>
        <Input value={draft.location} autoComplete="address-level2" onChange={text('location')} />
      </FormField>
      <FormField label={copy.gender}>
        <Select value={draft.gender} onChange={(event) => change({ gender: event.target.value as Gender | '' })}>
          <option value="">{stepCopy.genderPlaceholder}</option>
          {GENDER_OPTIONS.map((gender) => (
            <option key={gender} value={gender}>
              {stepCopy.genders[gender]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={copy.primaryGoal} error={errors.primaryGoal}>
        <Input value={draft.primaryGoal} onChange={text('primaryGoal')} />
      </FormField>
      <FormField label={copy.timeZone} error={errors.timeZone}>
        <Select value={draft.timeZone} onChange={text('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
      </FormField>
      <StyledNote>{copy.timeZoneNote}</StyledNote>
      <StyledDialogActions>
        <Button type="submit" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
      </StyledDialogActions>
    </StyledDialogForm>
  );
}

/** Name, age, location, gender, primary goal and time zone, as the profile step asked them. */
export function ProfileDetailsCard() {
  const { data, isLoading } = useGetProfileSettingsQuery();
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {isLoading || !data ? (
        <Spinner />
      ) : (
        <>
          <ProfileForm initial={data.profile} />
          <PreferencesSection preferences={data.preferences} />
        </>
      )}
    </SettingsCard>
  );
}
