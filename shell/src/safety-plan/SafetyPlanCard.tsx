import styled from 'styled-components';
import { Card, CardContent } from '@anchor/ui';
import { SafetyPlanSection } from './SafetyPlanSection';

// The section draws a rule above itself to part it from the crisis resources in the crisis panel; inside its own
// card the card's border is that rule, so the section starts with the card's padding instead of a second line.
const StyledPlanContent = styled(CardContent)`
  > section {
    margin-top: 0;
    border-top: none;
    padding-top: ${({ theme }) => theme.spacing.xl};
  }
`;

// Below the Resources remote's cards, with the same gap as between them. While those cards are still loading (their
// skeleton is a sibling, busy) the plan waits: shown once they are in, below them, it moves nothing (no layout shift).
const StyledPlanCard = styled(Card)`
  margin-top: ${({ theme }) => theme.spacing.lg};
  [aria-busy='true'] ~ & {
    display: none;
  }
`;

/**
 * The safety plan under the Resources tab, to read and edit at a calm moment. The shell renders it (as it does
 * in the crisis panel), so it works even when the Resources remote cannot load.
 */
export function SafetyPlanCard() {
  return (
    <StyledPlanCard>
      <StyledPlanContent>
        <SafetyPlanSection />
      </StyledPlanContent>
    </StyledPlanCard>
  );
}
