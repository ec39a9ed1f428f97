import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button } from '@anchor/ui';
import { INCLUDED_FEATURES, PLAN_IDS, PLANS, type PlanId } from '@anchor/contracts';
import { SubscriptionCopy } from './copy';

const StyledFeatures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledPlans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledPlan = styled.label<{ $picked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => theme.borderWidth} solid
    ${({ theme, $picked }) => ($picked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $picked }) => ($picked ? theme.colors.surfaceMuted : theme.colors.surface)};
  cursor: pointer;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface PlanChooserProps {
  picked: PlanId | null;
  onPick: (plan: PlanId) => void;
  onStartTrial: () => void;
  /** false once the one free trial was used: the button goes on to payment instead. */
  trial?: boolean;
}

/** The 12 included features, the two plans and the start-trial button. */
export function PlanChooser({ picked, onPick, onStartTrial, trial = true }: PlanChooserProps) {
  return (
    <>
      <section aria-label={SubscriptionCopy.featuresTitle}>
        <h4>{SubscriptionCopy.featuresTitle}</h4>
        <StyledFeatures>
          {INCLUDED_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
      </section>
      <StyledPlans role="radiogroup" aria-label={SubscriptionCopy.plansLabel}>
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          return (
            <StyledPlan key={id} $picked={picked === id}>
              <StyledRow>
                <input type="radio" name="plan" value={id} checked={picked === id} onChange={() => onPick(id)} />
                <strong>{plan.name}</strong>
                {plan.badge ? <Badge tone="success">{plan.badge}</Badge> : null}
              </StyledRow>
              <span>{`${plan.priceLabel} ${plan.periodLabel}`}</span>
              {plan.perMonthLabel ? <span>{`(${plan.perMonthLabel})`}</span> : null}
              {trial ? <span>{SubscriptionCopy.freeTrial(plan.trialDays)}</span> : null}
            </StyledPlan>
          );
        })}
      </StyledPlans>
      <StyledRow>
        <Button as={Link} to="/terms" variant="ghost" size="sm">
          {SubscriptionCopy.terms}
        </Button>
        <Button as={Link} to="/cancel" variant="ghost" size="sm">
          {SubscriptionCopy.cancel}
        </Button>
      </StyledRow>
      <Button disabled={!picked} onClick={onStartTrial}>
        {trial ? SubscriptionCopy.startTrial : SubscriptionCopy.subscribe}
      </Button>
    </>
  );
}
