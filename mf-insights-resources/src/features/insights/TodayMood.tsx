import type { MoodEntry } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import styled from 'styled-components';
import { useGetTodayMoodEntryQuery } from '../../api/mood.api';
import { InsightsCopy } from './copy';

const StyledToday = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TodayMoodProps {
  onCheckIn: () => void;
  onEdit: (entry: MoodEntry) => void;
}

/** Today's check-in with one tap to change it, or the button to make one. */
export function TodayMood({ onCheckIn, onEdit }: TodayMoodProps) {
  const { data } = useGetTodayMoodEntryQuery();
  const entry = data?.entry ?? null;
  if (!entry) {
    return (
      <Button variant="secondary" onClick={onCheckIn}>
        {InsightsCopy.checkIn}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => onEdit(entry)}>
        {InsightsCopy.editToday}
      </Button>
      <StyledToday>{InsightsCopy.todaySummary(entry)}</StyledToday>
    </>
  );
}
