import styled from 'styled-components';
import { Button, Spinner, Stack } from '@anchor/ui';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PLANS, type PaymentMethod, type PlanId } from '@anchor/contracts';
import { SubscriptionCopy } from './copy';
import type { TrialOutcome } from './useStartTrial';
import { useGetSubscriptionQuery } from '../../api/subscription.api';

const StyledSandboxNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledMethods = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledMethod = styled(Button)`
  flex-direction: column;
  align-items: flex-start;
  text-align: left;
  small {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

export interface PaymentMethodPickerProps {
  plan: PlanId;
  outcome: TrialOutcome;
  errorMessage: string | null;
  onChoose: (method: PaymentMethod) => void;
  onBack: () => void;
  onContinue: () => void;
  /** false once the one free trial was used: the first period is paid now. */
  trial?: boolean;
}

/** The six payment methods; choosing one starts the free trial. */
export function PaymentMethodPicker({
  plan,
  outcome,
  errorMessage,
  onChoose,
  onBack,
  onContinue,
  trial = true,
}: PaymentMethodPickerProps) {
  const definition = PLANS[plan];
  const { data: subscription } = useGetSubscriptionQuery();
  const busy = outcome === 'starting' || outcome === 'started';
  return (
    <>
      <h4>{SubscriptionCopy.paymentTitle}</h4>
      <p>{trial ? SubscriptionCopy.paymentIntro(definition) : SubscriptionCopy.paymentIntroNow(definition)}</p>
      {subscription?.processor === 'stripe' ? (
        <p>{SubscriptionCopy.stripeNote}</p>
      ) : (
        <StyledSandboxNote>{SubscriptionCopy.sandboxNote}</StyledSandboxNote>
      )}
      <StyledMethods>
        {PAYMENT_METHODS.map((method) => (
          <StyledMethod key={method} variant="secondary" disabled={busy} onClick={() => onChoose(method)}>
            {PAYMENT_METHOD_LABELS[method]}
            {method === 'bnpl' ? <small>{SubscriptionCopy.bnplDetail(definition)}</small> : null}
          </StyledMethod>
        ))}
      </StyledMethods>
      <Stack gap="sm" align="flex-start" role="status">
        {outcome === 'starting' ? (
          <Spinner
            label={subscription?.processor === 'stripe' ? SubscriptionCopy.redirecting : SubscriptionCopy.starting}
          />
        ) : null}
        {outcome === 'started' ? <p>{trial ? SubscriptionCopy.trialStarted : SubscriptionCopy.planStarted}</p> : null}
        {outcome === 'already-used' ? (
          <>
            <strong>{errorMessage}</strong>
            <p>{SubscriptionCopy.trialUsedDetail}</p>
            <Button onClick={onContinue}>{SubscriptionCopy.continue}</Button>
          </>
        ) : null}
      </Stack>
      {outcome === 'failed' ? <p role="alert">{`${SubscriptionCopy.failedTitle}: ${errorMessage ?? ''}`}</p> : null}
      <div>
        <Button variant="ghost" disabled={busy} onClick={onBack}>
          {SubscriptionCopy.backToPlans}
        </Button>
      </div>
    </>
  );
}
