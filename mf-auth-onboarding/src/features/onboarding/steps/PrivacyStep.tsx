import { FormField, Input, Stack, Switch } from '@anchor/ui';
import { OnboardingCopy } from '../copy';
import { useAnswers } from '../useAnswers';
import type { StepProps } from './step-props';
import { StyledIntro } from './step-styles';

const copy = OnboardingCopy.privacy;

/** Spec visibility rule: the provider fields show only while data sharing is on. */
export function PrivacyStep({ errors }: StepProps) {
  const { answers, update } = useAnswers();
  return (
    <Stack gap="lg">
      <StyledIntro>{copy.intro}</StyledIntro>
      <Switch
        label={copy.dataSharing}
        description={copy.dataSharingNote}
        checked={answers.dataSharing}
        onCheckedChange={(dataSharing) => update({ dataSharing })}
      />
      {answers.dataSharing ? (
        <>
          <FormField label={copy.providerName} error={errors.providerName}>
            <Input value={answers.providerName} onChange={(event) => update({ providerName: event.target.value })} />
          </FormField>
          <FormField label={copy.providerEmail} error={errors.providerEmail}>
            <Input
              type="email"
              value={answers.providerEmail}
              onChange={(event) => update({ providerEmail: event.target.value })}
            />
          </FormField>
        </>
      ) : null}
      <Switch
        label={copy.analytics}
        checked={answers.analyticsOptIn}
        onCheckedChange={(analyticsOptIn) => update({ analyticsOptIn })}
      />
    </Stack>
  );
}
