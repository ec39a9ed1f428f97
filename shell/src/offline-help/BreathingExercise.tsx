import { BREATHING_CYCLE_MS, breathingMomentAt } from '@anchor/clinical';
import { BreathingCircle, Button } from '@anchor/ui';
import { useEffect, useId, useState } from 'react';
import { BreathingCopy } from './copy';
import { StyledActions, StyledExercise, StyledLead, StyledMuted } from './exercise-styles';
import { useElapsed } from './useElapsed';

/** 4-7-8 breathing for a few rounds, counted down second by second; each new phase is announced once. */
export function BreathingExercise() {
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const headingId = useId();
  const elapsed = useElapsed(running);
  const over = elapsed !== null && elapsed >= BREATHING_CYCLE_MS * BreathingCopy.cycles;
  useEffect(() => {
    if (!over) return;
    setRunning(false);
    setFinished(true);
  }, [over]);
  const moment = elapsed !== null && !over ? breathingMomentAt(elapsed) : null;
  const label = moment ? BreathingCopy.phaseLabel[moment.phase.name] : null;
  const start = () => {
    setFinished(false);
    setRunning(true);
  };
  return (
    <StyledExercise aria-labelledby={headingId}>
      <h3 id={headingId}>{BreathingCopy.name}</h3>
      <StyledMuted>{BreathingCopy.summary}</StyledMuted>
      <BreathingCircle
        $size="10rem"
        $phase={moment?.phase.name ?? null}
        data-phase={moment?.phase.name ?? 'idle'}
        aria-hidden="true"
      >
        {moment ? `${label} ${moment.secondsLeft}` : null}
      </BreathingCircle>
      <div aria-live="polite" aria-atomic="true">
        {moment && label ? (
          <>
            <StyledLead>{BreathingCopy.spoken(label, moment.phase.seconds)}</StyledLead>
            <StyledMuted>{BreathingCopy.cycle(moment.cycle + 1, BreathingCopy.cycles)}</StyledMuted>
          </>
        ) : null}
        {finished ? <StyledLead>{BreathingCopy.done}</StyledLead> : null}
      </div>
      <StyledActions>
        {running ? (
          <Button variant="secondary" onClick={() => setRunning(false)}>
            {BreathingCopy.stop}
          </Button>
        ) : (
          <Button onClick={start}>{BreathingCopy.start}</Button>
        )}
      </StyledActions>
    </StyledExercise>
  );
}
