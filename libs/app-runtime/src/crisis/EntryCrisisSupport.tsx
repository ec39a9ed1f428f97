import type { CrisisCheck } from '@anchor/contracts';
import { Button, CrisisResources } from '@anchor/ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { EntryCrisisCopy } from './copy';
import { openCrisisPanel } from './open-crisis-panel';

const StyledCard = styled.aside<{ $urgent: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => theme.borderWidth} solid
    ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
  h3,
  p {
    margin: 0;
  }
  h3:focus {
    outline: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const FLAGGED: readonly string[] = ['concern', 'crisis', 'imminent'] satisfies CrisisCheck['crisisTier'][];

/** Whether a save's crisis check asks for the card: a tier above 'none', or a check that was unsure. */
export function offersCrisisSupport(check: Partial<CrisisCheck> | null | undefined): check is CrisisCheck {
  return !!check && (FLAGGED.includes(check.crisisTier ?? 'none') || check.crisisUncertain === true);
}

export interface EntryCrisisSupportProps {
  check: CrisisCheck;
  onDismiss: () => void;
}

/**
 * Shown beside an entry the person just saved when its words were flagged: warm words, the crisis lines and the
 * crisis panel (with the safety plan). 'concern' or an unsure check is an offer; 'crisis' and 'imminent' ask the
 * person to reach out now, and 'imminent' opens the crisis panel at once. Focus moves to it, so a keyboard or
 * screen-reader user meets it first.
 */
export function EntryCrisisSupport({ check, onDismiss }: EntryCrisisSupportProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const urgent = check.crisisTier === 'crisis' || check.crisisTier === 'imminent';
  const imminent = check.crisisTier === 'imminent';
  useEffect(() => {
    title.current?.focus();
    if (imminent) openCrisisPanel();
  }, [imminent]);
  return (
    <StyledCard aria-labelledby={titleId} $urgent={urgent}>
      <h3 id={titleId} ref={title} tabIndex={-1}>
        {EntryCrisisCopy.title}
      </h3>
      <p>{urgent ? EntryCrisisCopy.urgent : EntryCrisisCopy.gentle}</p>
      <CrisisResources tone={urgent ? 'urgent' : 'calm'} />
      <StyledActions>
        <Button variant={urgent ? 'destructive' : 'primary'} onClick={openCrisisPanel}>
          {EntryCrisisCopy.openCrisisPanel}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          {EntryCrisisCopy.dismiss}
        </Button>
      </StyledActions>
    </StyledCard>
  );
}
