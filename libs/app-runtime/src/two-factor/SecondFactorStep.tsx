import { type FormEvent, useState } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Stack } from '@anchor/ui';
import { describeApiError } from '../api/describe-api-error';
import { useCompleteSecondFactorMutation, useLogoutMutation } from '../api/hooks';
import { TwoFactorCopy } from './copy';
import { SecondFactorCodeField } from './SecondFactorCodeField';

export interface SecondFactorStepProps {
  /** Back to the password form (another account, or a mistyped username); the waiting session is ended first. */
  onCancel: () => void;
  /** 'h1' where the step is the whole page (the patient's /auth); a section under the page's heading otherwise. */
  titleAs?: 'h1' | 'h2';
}

/** The sign-in's second step: the code from the app or a recovery code. Success caches the signed-in user. */
export function SecondFactorStep({ onCancel, titleAs = 'h2' }: SecondFactorStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [complete, { isLoading }] = useCompleteSecondFactorMutation();
  const [logout] = useLogoutMutation();
  const cancel = () => {
    void logout();
    onCancel();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await complete({ code }).unwrap();
    } catch (failure) {
      setError(describeApiError(failure, TwoFactorCopy.failed));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as={titleAs}>{TwoFactorCopy.codeTitle}</CardTitle>
        <CardDescription>{TwoFactorCopy.codeDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack
          gap="md"
          as="form"
          noValidate
          aria-label={TwoFactorCopy.codeTitle}
          onSubmit={(event) => void submit(event)}
        >
          <SecondFactorCodeField value={code} onChange={setCode} error={error} />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? TwoFactorCopy.verifying : TwoFactorCopy.verify}
          </Button>
          <Button type="button" variant="ghost" onClick={cancel}>
            {TwoFactorCopy.useOtherAccount}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
