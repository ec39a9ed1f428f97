import { CrisisResources } from '@anchor/ui';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { HelpNowCopy } from './copy';
import { OfflineExercises } from './OfflineExercises';

const StyledHelp = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const StyledSkip = styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const EXERCISES_HEADING_ID = 'offline-help-exercises';

/** The crisis list is long on a phone: one tap (or Enter) brings the exercises into view and focus. */
function jumpToExercises(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const heading = document.getElementById(EXERCISES_HEADING_ID);
  heading?.scrollIntoView();
  heading?.focus();
}

/**
 * The crisis lines and four calming exercises, all in the shell's own code: no account, no request, nothing stored.
 * "I need help now" (/help-now) shows it; the offline home shows its own crisis card and OfflineExercises.
 */
export function OfflineHelp() {
  return (
    <StyledHelp>
      <StyledSkip href={`#${EXERCISES_HEADING_ID}`} onClick={jumpToExercises}>
        {HelpNowCopy.jumpToExercises}
      </StyledSkip>
      <section aria-labelledby="offline-help-crisis">
        <h2 id="offline-help-crisis">{HelpNowCopy.crisisTitle}</h2>
        <CrisisResources />
      </section>
      <OfflineExercises headingId={EXERCISES_HEADING_ID} />
    </StyledHelp>
  );
}
