import { Button } from '@anchor/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { TimerCopy } from './copy';
import { StyledActions, StyledExercise, StyledLead, StyledMuted } from './exercise-styles';
import { useElapsed } from './useElapsed';

const StyledClock = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type TimerNote = 'started' | 'stopped' | 'done' | null;

/**
 * A countdown of 1, 3 or 5 minutes kept in memory only. The clock itself is not a live region (a second-by-second
 * announcement would drown a screen reader); starting, stopping and the end are announced.
 */
export function CalmTimer() {
  const [minutes, setMinutes] = useState<number | null>(null);
  const [note, setNote] = useState<TimerNote>(null);
  const headingId = useId();
  const elapsed = useElapsed(minutes !== null);
  const left = minutes === null || elapsed === null ? null : Math.max(0, Math.ceil((minutes * 60000 - elapsed) / 1000));
  useEffect(() => {
    if (left !== 0) return;
    setMinutes(null);
    setNote('done');
  }, [left]);
  const start = (chosen: number) => {
    setMinutes(chosen);
    setNote('started');
  };
  const stop = () => {
    setMinutes(null);
    setNote('stopped');
  };
  return (
    <StyledExercise aria-labelledby={headingId}>
      <h3 id={headingId}>{TimerCopy.name}</h3>
      <StyledMuted>{TimerCopy.summary}</StyledMuted>
      {left !== null ? (
        <StyledClock role="timer" aria-label={`${TimerCopy.timeLeft} ${clockText(left)}`}>
          {clockText(left)}
        </StyledClock>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        {note === 'started' && minutes !== null ? <StyledLead>{TimerCopy.started(minutes)}</StyledLead> : null}
        {note === 'stopped' ? <StyledLead>{TimerCopy.stopped}</StyledLead> : null}
        {note === 'done' ? <StyledLead>{TimerCopy.done}</StyledLead> : null}
      </div>
      <StyledActions>
        {minutes !== null ? (
          <Button variant="secondary" onClick={stop}>
            {TimerCopy.stop}
          </Button>
        ) : (
          TimerCopy.minutes.map((choice) => (
            <Button key={choice} onClick={() => start(choice)}>
              {TimerCopy.choose(choice)}
            </Button>
          ))
        )}
      </StyledActions>
    </StyledExercise>
  );
}
