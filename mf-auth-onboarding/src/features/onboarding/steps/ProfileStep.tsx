import { FieldError, FormField, Input, Select, Stack, Switch } from '@anchor/ui';
import { AGE_MAX, AGE_MIN, GENDER_OPTIONS, needsGuardianConsent, type Gender } from '@anchor/contracts';
import { OnboardingCopy } from '../copy';
import { ageOf } from '../step-validation';
import { useAnswers } from '../useAnswers';
import type { StepProps } from './step-props';

const copy = OnboardingCopy.profile;

export function ProfileStep({ errors }: StepProps) {
  const { answers, update } = useAnswers();
  return (
    <Stack gap="lg">
      <FormField label={copy.name} error={errors.name}>
        <Input
          value={answers.name}
          autoComplete="given-name"
          required
          onChange={(event) => update({ name: event.target.value })}
        />
      </FormField>
      <FormField label={copy.age} error={errors.age}>
        <Input
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          value={answers.age}
          onChange={(event) => update({ age: event.target.value })}
        />
      </FormField>
      {needsGuardianConsent(ageOf(answers.age)) ? (
        <div>
          <Switch
            label={copy.guardianConsent}
            description={copy.guardianConsentNote}
            checked={answers.guardianConsent}
            onCheckedChange={(guardianConsent) => update({ guardianConsent })}
          />
          {errors.guardianConsent ? <FieldError>{errors.guardianConsent}</FieldError> : null}
        </div>
      ) : null}
      <FormField label={copy.location}>
        <Input value={answers.location} onChange={(event) => update({ location: event.target.value })} />
      </FormField>
      <FormField label={copy.gender}>
        <Select value={answers.gender} onChange={(event) => update({ gender: event.target.value as Gender | '' })}>
          <option value="">{copy.genderPlaceholder}</option>
          {GENDER_OPTIONS.map((gender) => (
            <option key={gender} value={gender}>
              {copy.genders[gender]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={copy.primaryGoal}>
        <Input value={answers.primaryGoal} onChange={(event) => update({ primaryGoal: event.target.value })} />
      </FormField>
    </Stack>
  );
}
