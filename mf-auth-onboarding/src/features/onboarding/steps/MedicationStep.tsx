import { FormField, Input, Stack, Switch } from '@anchor/ui';
import { OnboardingCopy } from '../copy';
import { useAnswers } from '../useAnswers';
import type { StepProps } from './step-props';
import { StyledIntro } from './step-styles';

const copy = OnboardingCopy.medication;

/** Spec visibility rule: the medication fields show only while medication reminders are on. */
export function MedicationStep({ errors }: StepProps) {
  const { answers, update } = useAnswers();
  return (
    <Stack gap="lg">
      <StyledIntro>{copy.intro}</StyledIntro>
      <Switch
        label={copy.reminders}
        checked={answers.medicationReminders}
        onCheckedChange={(medicationReminders) => update({ medicationReminders })}
      />
      {answers.medicationReminders ? (
        <>
          <FormField label={copy.name} error={errors.medicationName}>
            <Input
              value={answers.medicationName}
              placeholder={copy.namePlaceholder}
              onChange={(event) => update({ medicationName: event.target.value })}
            />
          </FormField>
          <FormField label={copy.time}>
            <Input
              type="time"
              value={answers.medicationTime}
              onChange={(event) => update({ medicationTime: event.target.value })}
            />
          </FormField>
          <FormField label={copy.dosage}>
            <Input
              value={answers.medicationDosage}
              placeholder={copy.dosagePlaceholder}
              onChange={(event) => update({ medicationDosage: event.target.value })}
            />
          </FormField>
        </>
      ) : null}
    </Stack>
  );
}
