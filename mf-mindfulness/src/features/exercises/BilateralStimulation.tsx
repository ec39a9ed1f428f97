import { Button } from '@anchor/ui';
import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { ExerciseCopy } from './copy';

/** The light runs for 30 seconds. */
export const BILATERAL_RUN_MS = 30_000;
/** One side change per second: far below 3 flashes a second, the photosensitivity limit. */
export const BILATERAL_SIDE_MS = 1000;

const StyledTrack = styled.div`
  position: relative;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledLight = styled.div<{ $right: boolean }>`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  ${({ $right }) =>
    $right &&
    css`
      left: calc(100% - 3.5rem);
    `}
  transition: left ${BILATERAL_SIDE_MS}ms ease-in-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface BilateralStimulationProps {
  onComplete: () => void;
  onEmergencyStop: () => void;
}

/** A light moving side to side for 30 seconds; timed from the clock, completed when the time is up. */
export function BilateralStimulation({ onComplete, onEmergencyStop }: BilateralStimulationProps) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [startedAt]);
  const elapsed = startedAt === null ? 0 : now - startedAt;
  useEffect(() => {
    if (startedAt !== null && elapsed >= BILATERAL_RUN_MS) onComplete();
  }, [startedAt, elapsed, onComplete]);

  const secondsLeft = Math.max(0, Math.ceil((BILATERAL_RUN_MS - elapsed) / 1000));
  const right = startedAt !== null && Math.floor(elapsed / BILATERAL_SIDE_MS) % 2 === 1;
  return (
    <div>
      <Button type="button" variant="destructive" onClick={onEmergencyStop}>
        {ExerciseCopy.emergencyStop}
      </Button>
      <p>{ExerciseCopy.bilateralDescription}</p>
      {prefersReducedMotion() ? <p>{ExerciseCopy.bilateralReducedMotion}</p> : null}
      <StyledTrack aria-hidden="true">
        <StyledLight $right={right} data-side={right ? 'right' : 'left'} />
      </StyledTrack>
      {startedAt === null ? (
        <Button
          onClick={() => {
            const begun = Date.now();
            setStartedAt(begun);
            setNow(begun);
          }}
        >
          {ExerciseCopy.bilateralStart}
        </Button>
      ) : (
        <p aria-live="polite">{ExerciseCopy.bilateralRunning(secondsLeft)}</p>
      )}
    </div>
  );
}
