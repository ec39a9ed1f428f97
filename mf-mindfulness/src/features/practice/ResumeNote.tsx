import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { PracticeCopy } from './copy';

const StyledResume = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

export interface ResumeNoteProps {
  resumed: boolean;
  saveFailed: boolean;
  onStartOver: () => void;
}

/** A quiet word that the practice was resumed, with the way to start it over; and whether saving is failing. */
export function ResumeNote({ resumed, saveFailed, onStartOver }: ResumeNoteProps) {
  if (!resumed && !saveFailed) return null;
  return (
    <StyledResume>
      {resumed ? <p role="status">{PracticeCopy.resumed}</p> : null}
      {resumed ? (
        <Button type="button" variant="ghost" size="sm" onClick={onStartOver}>
          {PracticeCopy.startOver}
        </Button>
      ) : null}
      {saveFailed ? <p role="status">{PracticeCopy.draftNotSaved}</p> : null}
    </StyledResume>
  );
}
