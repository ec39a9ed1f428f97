import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TwoFactorSetup } from '@anchor/contracts';
import { Button, FieldError } from '@anchor/ui';
import styled from 'styled-components';
import { describeApiError } from '../api/describe-api-error';
import { useConfirmTwoFactorMutation, useStartTwoFactorSetupMutation } from '../api/two-factor.api';
import { TwoFactorCopy } from './copy';
import { RecoveryCodesList } from './RecoveryCodesList';
import { SecondFactorCodeField } from './SecondFactorCodeField';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  h3,
  p {
    margin: 0;
  }
`;

const StyledQr = styled.img`
  width: 12rem;
  height: 12rem;
  background: #fff;
`;

const StyledKey = styled.code`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.08em;
`;

export interface TwoFactorEnrolmentProps {
  /** Begin at once (a provider who must enrol) rather than on a button press (a patient's choice). */
  autoStart?: boolean;
  /** After the person said they kept the recovery codes. */
  onDone: () => void;
}

const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface SetupFormProps {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
}

/** The QR code, the same key as text for typing by hand, and the first code that proves the app has it. */
function SetupForm({ setup, onConfirmed }: SetupFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirm, { isLoading }] = useConfirmTwoFactorMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      onConfirmed((await confirm({ code }).unwrap()).recoveryCodes);
    } catch (failure) {
      setError(describeApiError(failure, TwoFactorCopy.failed));
    }
  };
  return (
    <StyledStack
      as="form"
      noValidate
      aria-label={TwoFactorCopy.enrolTitle}
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <p>{TwoFactorCopy.enrolDescription}</p>
      <StyledQr src={qrSource(setup.qrSvg)} alt={TwoFactorCopy.qrAlt} />
      <p>{TwoFactorCopy.manualKey}</p>
      <StyledKey aria-label={TwoFactorCopy.setupKey}>{setup.secret}</StyledKey>
      <SecondFactorCodeField value={code} onChange={setCode} error={error} autoFocus={false} />
      <Button type="submit" disabled={isLoading}>
        {TwoFactorCopy.confirm}
      </Button>
    </StyledStack>
  );
}

/** Enrolment: QR code (drawn by the server) and the same key as text, a first code, then the recovery codes. */
export function TwoFactorEnrolment({ autoStart = false, onDone }: TwoFactorEnrolmentProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [start, { isLoading: starting }] = useStartTwoFactorSetupMutation();
  const started = useRef(false);

  const begin = async () => {
    setError(undefined);
    try {
      setSetup(await start().unwrap());
    } catch (failure) {
      setError(describeApiError(failure, TwoFactorCopy.failed));
    }
  };
  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void begin();
    }
  });

  if (recoveryCodes) {
    return (
      <StyledStack>
        <RecoveryCodesList codes={recoveryCodes} onDone={onDone} />
      </StyledStack>
    );
  }
  if (setup) return <SetupForm setup={setup} onConfirmed={setRecoveryCodes} />;
  return (
    <StyledStack>
      <Button type="button" onClick={() => void begin()} disabled={starting}>
        {TwoFactorCopy.start}
      </Button>
      {error ? <FieldError>{error}</FieldError> : null}
    </StyledStack>
  );
}
