import { DEFAULT_MEDITATION_DURATION, MEDITATION_DURATIONS } from '@anchor/contracts';
import { Button, Stack } from '@anchor/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PracticeFrame, type SudsBeforeState } from '../practice/PracticeFrame';
import { playCompletionTone } from './completion-tone';
import { MeditationCopy, formatRemaining } from './copy';
import { useMeditationTimer } from './useMeditationTimer';

const StyledDial = styled.div`
  position: relative;
  width: 14rem;
  height: 14rem;
  display: grid;
  place-items: center;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
  p {
    margin: 0;
    max-width: 9rem;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    position: absolute;
    inset: 0;
    transform: rotate(-90deg);
  }
`;

const StyledTime = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const StyledDurations = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function Dial({ fraction, label, time }: { fraction: number; label: string; time: string }) {
  return (
    <StyledDial>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="currentColor" strokeOpacity={0.15} strokeWidth={6} />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth={6}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
        />
      </svg>
      <div>
        <StyledTime role="timer" aria-live="off">
          {time}
        </StyledTime>
        <p>{label}</p>
      </div>
    </StyledDial>
  );
}

interface MeditationTimerProps {
  sudsBefore: SudsBeforeState;
  onComplete: (duration: number) => void;
}

function MeditationTimer({ sudsBefore, onComplete }: MeditationTimerProps) {
  const [chosen, setChosen] = useState<number>(DEFAULT_MEDITATION_DURATION);
  const [stoppedAfterMs, setStoppedAfterMs] = useState<number | null>(null);
  const timer = useMeditationTimer(
    (finished) => {
      playCompletionTone();
      onComplete(finished);
    },
    (resumed) => sudsBefore.restore(resumed.sudsBefore),
  );
  const duration = timer.runningDuration ?? chosen;
  // The server keeps the rating before with the timer as it starts: an unanswered question is then skipped, so
  // a rating cannot be given afterwards and lost to a reload.
  const start = async () => {
    setStoppedAfterMs(null);
    const started = await timer.start(duration, sudsBefore.value ?? null);
    if (started && sudsBefore.value === undefined) sudsBefore.restore(null);
  };
  const remaining = timer.remainingMs ?? duration * 1000;
  // Stopping early records nothing (only a finished session counts), so the person is told, with the time they sat.
  const stop = async () => {
    setStoppedAfterMs(duration * 1000 - remaining);
    await timer.stop();
  };
  return (
    <Stack gap="lg" align="center">
      <Dial
        fraction={timer.running ? remaining / (duration * 1000) : 1}
        label={timer.running ? MeditationCopy.timeRemaining : MeditationCopy.selectDuration}
        time={formatRemaining(remaining)}
      />
      <StyledDurations role="group" aria-label={MeditationCopy.durationGroup}>
        {MEDITATION_DURATIONS.map((seconds) => (
          <Button
            key={seconds}
            variant={seconds === duration ? 'primary' : 'secondary'}
            aria-pressed={seconds === duration}
            disabled={timer.running}
            onClick={() => setChosen(seconds)}
          >
            {MeditationCopy.durationLabel(seconds / 60)}
          </Button>
        ))}
      </StyledDurations>
      <Button size="lg" disabled={timer.starting} onClick={() => void (timer.running ? stop() : start())}>
        {timer.running ? MeditationCopy.stop : MeditationCopy.start}
      </Button>
      {stoppedAfterMs !== null ? <p role="status">{MeditationCopy.stoppedEarly(stoppedAfterMs)}</p> : null}
      {timer.error ? <p role="alert">{timer.error}</p> : null}
    </Stack>
  );
}

/** The meditation timer inside its practice frame; recorded only when the countdown reaches 0 (Stop records nothing). */
export function MeditationView() {
  const [duration, setDuration] = useState<number>(DEFAULT_MEDITATION_DURATION);
  return (
    <section aria-label={MeditationCopy.title}>
      <h2>{MeditationCopy.title}</h2>
      <p>{MeditationCopy.intro}</p>
      <PracticeFrame session={{ type: 'meditation', duration, notes: MeditationCopy.notes(duration / 60) }}>
        {(complete, sudsBefore) => (
          <MeditationTimer
            sudsBefore={sudsBefore}
            onComplete={(finished) => {
              setDuration(finished);
              // The countdown ran its whole length: the time spent is the timer's, ending now.
              complete(undefined, Date.now() - finished * 1000);
            }}
          />
        )}
      </PracticeFrame>
    </section>
  );
}
