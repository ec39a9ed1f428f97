import styled from 'styled-components';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@anchor/ui';
import { CancelCopy } from './cancel-copy';
import { LegalLayout } from './LegalLayout';

const StyledPlans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledPlanTitle = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export function CancelView() {
  return (
    <LegalLayout
      title={CancelCopy.title}
      intro={CancelCopy.intro}
      backLabel={CancelCopy.back}
      sections={CancelCopy.sections}
    >
      <section>
        <h2>{CancelCopy.plansTitle}</h2>
        <StyledPlans>
          {CancelCopy.plans.map((plan) => (
            <Card key={plan.name}>
              <CardHeader>
                <StyledPlanTitle as="h3">
                  {plan.name}
                  {plan.badge ? <Badge tone="success">{plan.badge}</Badge> : null}
                </StyledPlanTitle>
              </CardHeader>
              <CardContent>
                <p>{plan.price}</p>
                <p>{plan.trial}</p>
              </CardContent>
            </Card>
          ))}
        </StyledPlans>
      </section>
    </LegalLayout>
  );
}
