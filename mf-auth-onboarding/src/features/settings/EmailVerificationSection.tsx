import styled from 'styled-components';
import { Badge, Button, FieldError, FormField, Input, Stack } from '@anchor/ui';
import { EMAIL_CODE_DIGITS, type PublicUser } from '@anchor/contracts';
import { AccountCopy } from './account-copy';
import { StyledNote, StyledRow, StyledRowText } from './settings-styles';
import { useEmailVerification } from './useEmailVerification';

const copy = AccountCopy.email;

const StyledCodeForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  > :first-child {
    width: 100%;
    max-width: 20rem;
  }
`;

const StyledAddress = styled.span`
  overflow-wrap: anywhere;
`;

export interface EmailVerificationSectionProps {
  user: PublicUser;
  /** Sign-up already mailed a code (the onboarding's first step): the code field shows at once. */
  codeSentAtSignUp?: boolean;
}

/**
 * Whether the account's address is proven; when it is not, or a new one waits, asks for a code and takes it.
 * A pending address shows the code field at once: changing the address already sent a code there.
 */
export function EmailVerificationSection({ user, codeSentAtSignUp = false }: EmailVerificationSectionProps) {
  const verification = useEmailVerification();
  if (!user.email) return null;
  const awaiting = user.pendingEmail ?? (user.emailVerified ? null : user.email);
  const codeOpen = Boolean(user.pendingEmail) || codeSentAtSignUp || verification.sentTo !== null;
  return (
    <Stack gap="sm" as="section" aria-labelledby="email-verification-title">
      <StyledRow>
        <StyledRowText>
          <h3 id="email-verification-title">{copy.title}</h3>
          <p>
            <StyledAddress>{user.email}</StyledAddress>{' '}
            <Badge tone={user.emailVerified ? 'success' : 'warning'}>
              {user.emailVerified ? copy.verified : copy.notVerified}
            </Badge>
          </p>
        </StyledRowText>
        {awaiting ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={verification.isSending}
            onClick={() => void verification.send(awaiting)}
          >
            {verification.isSending ? copy.sending : codeOpen ? copy.resend : copy.verify}
          </Button>
        ) : null}
      </StyledRow>
      {user.pendingEmail ? (
        <>
          <p role="status">{copy.waiting(user.pendingEmail)}</p>
          <StyledNote>{copy.waitingNote}</StyledNote>
        </>
      ) : null}
      {verification.sentTo ? <StyledNote role="status">{copy.sent(verification.sentTo)}</StyledNote> : null}
      {awaiting && codeSentAtSignUp && !verification.sentTo ? (
        <StyledNote>{copy.sentAtSignUp(awaiting)}</StyledNote>
      ) : null}
      {verification.sendError ? <FieldError>{verification.sendError}</FieldError> : null}
      {awaiting && codeOpen ? <CodeForm verification={verification} /> : null}
    </Stack>
  );
}

function CodeForm({ verification }: { verification: ReturnType<typeof useEmailVerification> }) {
  const { code, setCode, codeError, isConfirming, confirm } = verification;
  return (
    <StyledCodeForm aria-label={copy.formLabel} noValidate onSubmit={(event) => void confirm(event)}>
      <FormField label={copy.code} error={codeError ?? undefined}>
        <Input
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE_DIGITS}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={isConfirming}>
        {isConfirming ? copy.confirming : copy.confirm}
      </Button>
    </StyledCodeForm>
  );
}
