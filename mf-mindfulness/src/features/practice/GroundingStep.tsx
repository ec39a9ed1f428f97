import { openCrisisPanel } from '@anchor/app-runtime';
import type { RecordedMindfulnessSession } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { GroundingCopy } from './grounding-copy';

const StyledGrounding = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  h3,
  p,
  ol {
    margin: 0;
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    padding-left: ${({ theme }) => theme.spacing.lg};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface GroundingStepProps {
  /** The stopped session once recorded; null while it is on its way or when it could not be. */
  recorded: RecordedMindfulnessSession | null;
  failed: boolean;
  /** "I feel steadier": back to the exercises. */
  onSteadier?: () => void;
}

/** After an Emergency Stop: a few lines to come back to the present, then steadier or crisis help. */
export const GroundingStep = forwardRef<HTMLDivElement, GroundingStepProps>(function GroundingStep(
  { recorded, failed, onSteadier },
  ref,
) {
  return (
    <StyledGrounding ref={ref}>
      <h3>{GroundingCopy.title}</h3>
      <p>{GroundingCopy.intro}</p>
      <ol>
        {GroundingCopy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <StyledActions>
        <Button type="button" onClick={onSteadier}>
          {GroundingCopy.steadier}
        </Button>
        <Button type="button" variant="destructive" onClick={openCrisisPanel}>
          {GroundingCopy.needHelp}
        </Button>
      </StyledActions>
      {recorded?.stoppedEarly ? <StyledNote role="status">{GroundingCopy.recorded}</StyledNote> : null}
      {failed ? <StyledNote role="status">{GroundingCopy.notRecorded}</StyledNote> : null}
    </StyledGrounding>
  );
});
