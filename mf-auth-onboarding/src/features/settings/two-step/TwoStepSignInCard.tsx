import { useState } from 'react';
import {
  RecoveryCodesList,
  TwoFactorEnrolment,
  useGetTwoFactorStatusQuery,
  useReplaceRecoveryCodesMutation,
  useTurnOffTwoFactorMutation,
} from '@anchor/app-runtime';
import type { TwoFactorStatus } from '@anchor/contracts';
import { Button, SettingsCard } from '@anchor/ui';
import { StyledNote, StyledRow } from '../settings-styles';
import { CodeActionForm } from './CodeActionForm';
import { TwoStepCopy } from './copy';

type Step = 'idle' | 'enrol' | 'new-codes' | 'turn-off';

interface StatusRowProps {
  status: TwoFactorStatus;
  onStep: (step: Step) => void;
}

/** Whether it is on, how many recovery codes are left, and what can be done from here. */
function StatusRow({ status, onStep }: StatusRowProps) {
  if (!status.enabled) {
    return (
      <StyledRow>
        <StyledNote>{TwoStepCopy.off}</StyledNote>
        <Button size="sm" onClick={() => onStep('enrol')}>
          {TwoStepCopy.turnOn}
        </Button>
      </StyledRow>
    );
  }
  return (
    <StyledRow>
      <StyledNote>{TwoStepCopy.on(status.recoveryCodesLeft)}</StyledNote>
      <Button variant="secondary" size="sm" onClick={() => onStep('new-codes')}>
        {TwoStepCopy.newCodes}
      </Button>
      {status.required ? null : (
        <Button variant="secondary" size="sm" onClick={() => onStep('turn-off')}>
          {TwoStepCopy.turnOff}
        </Button>
      )}
    </StyledRow>
  );
}

/** Settings: a patient turns two-step sign-in on (QR code, first code, recovery codes) or off, or renews the codes. */
export function TwoStepSignInCard() {
  const { data: status, refetch } = useGetTwoFactorStatusQuery();
  const [step, setStep] = useState<Step>('idle');
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [replaceCodes] = useReplaceRecoveryCodesMutation();
  const [turnOff] = useTurnOffTwoFactorMutation();
  const done = () => {
    setStep('idle');
    setNewCodes(null);
    void refetch();
  };

  const body = () => {
    if (newCodes) return <RecoveryCodesList codes={newCodes} onDone={done} />;
    if (step === 'enrol') return <TwoFactorEnrolment autoStart onDone={done} />;
    if (step === 'new-codes') {
      return (
        <CodeActionForm
          label={TwoStepCopy.newCodes}
          hint={TwoStepCopy.newCodesHint}
          submit={TwoStepCopy.newCodesSubmit}
          onSubmit={async ({ code }) => setNewCodes((await replaceCodes({ code }).unwrap()).recoveryCodes)}
          onCancel={done}
        />
      );
    }
    if (step === 'turn-off') {
      return (
        <CodeActionForm
          label={TwoStepCopy.turnOff}
          hint={TwoStepCopy.turnOffHint}
          submit={TwoStepCopy.turnOffSubmit}
          withPassword
          onSubmit={async (values) => {
            await turnOff(values).unwrap();
            done();
          }}
          onCancel={done}
        />
      );
    }
    return status ? <StatusRow status={status} onStep={setStep} /> : null;
  };

  return (
    <SettingsCard title={TwoStepCopy.title} description={TwoStepCopy.description}>
      {body()}
    </SettingsCard>
  );
}
