import { BREATHING_PHASES, breathingMomentAt, type BreathingPhaseName } from '@anchor/clinical';
import { Button } from '@anchor/ui';
import { useEffect, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { BreathingCopy } from './copy';
import { StyledActions, StyledExercise, StyledLead, StyledMuted } from './exercise-styles';
import { useElapsed } from './useElapsed';

const CYCLE_MS = BREATHING_PHASES.reduce((total, phase) => total + phase.seconds * 1000, 0);
const SCALE: Record<BreathingPhaseName, number> = { inhale: 1, hold: 1, exhale: 0.55 };
const SECONDS = Object.fromEntries(BREATHING_PHASES.map((phase) => [phase.name, phase.seconds])) as Record<
  BreathingPhaseName,
  number
>;

/** The circle grows over the in-breath, stays through the hold and shrinks over the out-breath; still if asked. */
const StyledCircle = styled.div<{ $phase: BreathingPhaseName | null }>`
  align-self: center;
  width: 10rem;
  height: 10rem;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.infoSurface};
  border: 4px solid ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  transform: scale(${({ $phase }) => ($phase ? SCALE[$phase] : 0.55)});
  ${({ $phase }) =>
    $phase &&
    css`
      transition: transform ${SECONDS[$phase]}s linear;
    `}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    transform: none;
  }
`;

/** 4-7-8 breathing for a few rounds, counted down second by second; each new phase is announced once. */
export function BreathingExercise() {
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const headingId = useId();
  const elapsed = useElapsed(running);
  const over = elapsed !== null && elapsed >= CYCLE_MS * BreathingCopy.cycles;
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
      <StyledCircle $phase={moment?.phase.name ?? null} data-phase={moment?.phase.name ?? 'idle'} aria-hidden="true">
        {moment ? `${label} ${moment.secondsLeft}` : null}
      </StyledCircle>
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
