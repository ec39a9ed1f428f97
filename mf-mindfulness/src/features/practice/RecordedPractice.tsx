import { Stack } from '@anchor/ui';
import { EntryCrisisSupport, offersCrisisSupport } from '@anchor/app-runtime';
import type { RecordedMindfulnessSession } from '@anchor/contracts';
import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { PracticeCopy } from './copy';

const StyledDone = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
`;

/** The saved entry and the support card side by side where there is room, one above the other on a phone. */
const StyledBeside = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const StyledKept = styled.section`
  padding: ${({ theme }) => theme.spacing.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h4 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface RecordedPracticeProps {
  recorded: RecordedMindfulnessSession | null;
  /** What the person kept in their journal with this session, if anything. */
  keptText: string | null;
}

function Outcome({ recorded }: { recorded: RecordedMindfulnessSession | null }) {
  const { sudsBefore: before, sudsAfter: after } = recorded ?? {};
  return (
    <>
      <p>{PracticeCopy.recorded}</p>
      {before != null && after != null ? <p>{PracticeCopy.sudsChange(before, after)}</p> : null}
    </>
  );
}

/**
 * The recorded practice. When the crisis check flagged what was written, the saved entry stays shown and crisis
 * support sits beside it until the person closes it (the focus then moves to that card, not to the status).
 */
export const RecordedPractice = forwardRef<HTMLDivElement, RecordedPracticeProps>(function RecordedPractice(
  { recorded, keptText },
  ref,
) {
  const [dismissed, setDismissed] = useState(false);
  if (!offersCrisisSupport(recorded)) {
    return (
      <StyledDone role="status" ref={ref}>
        <Outcome recorded={recorded} />
      </StyledDone>
    );
  }
  return (
    <StyledBeside ref={ref}>
      <Stack gap="md">
        <StyledDone role="status">
          <Outcome recorded={recorded} />
        </StyledDone>
        {keptText ? (
          <StyledKept aria-label={PracticeCopy.savedToJournal}>
            <h4>{PracticeCopy.savedToJournal}</h4>
            <p>{keptText}</p>
          </StyledKept>
        ) : null}
      </Stack>
      {dismissed ? null : <EntryCrisisSupport check={recorded} onDismiss={() => setDismissed(true)} />}
    </StyledBeside>
  );
});
