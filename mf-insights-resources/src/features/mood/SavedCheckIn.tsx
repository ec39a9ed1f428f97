import { Stack } from '@anchor/ui';
import { EntryCrisisSupport } from '@anchor/app-runtime';
import type { SavedMoodEntry } from '@anchor/contracts';
import styled from 'styled-components';
import { MoodCopy } from './copy';

const StyledEntry = styled.section`
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3,
  p {
    margin: 0;
  }
`;

const StyledNotes = styled.p`
  margin-top: ${({ theme }) => theme.spacing.sm} !important;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface SavedCheckInProps {
  entry: SavedMoodEntry;
  onClose: () => void;
}

/** A saved check-in whose notes the crisis check flagged: the entry as saved, and crisis support beside it. */
export function SavedCheckIn({ entry, onClose }: SavedCheckInProps) {
  return (
    <Stack gap="lg">
      <StyledEntry aria-label={MoodCopy.savedCheckInLabel}>
        <p>{MoodCopy.savedScores(entry)}</p>
        {entry.notes ? <StyledNotes>{entry.notes}</StyledNotes> : null}
      </StyledEntry>
      <EntryCrisisSupport check={entry} onDismiss={onClose} />
    </Stack>
  );
}
