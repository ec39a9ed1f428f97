import { BREATHING_SESSION_SECONDS, BREATHING_SUBTYPE } from '@anchor/contracts';
import { BreathingCircle, Button, Stack } from '@anchor/ui';
import { useEffect, useRef, useState } from 'react';
import { PracticeFrame, type PracticeDraftHandle } from '../practice/PracticeFrame';
import { CYCLE_MS, breathingMomentAt } from './breathing-phases';
import { BreathingCopy } from './copy';

/** Where a reload left the breathing: the cycle it was in, and when it really began (epoch ms). */
interface ResumedBreathing {
  cycle: number;
  startedAt: number;
}

/** The clock of the guide; a resumed one starts again at the beginning of the cycle it was in. */
function useBreathingClock(running: boolean, resumed: ResumedBreathing | null) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const offset = resumed ? resumed.cycle * CYCLE_MS : 0;
  useEffect(() => {
    if (!running) return undefined;
    const begun = Date.now();
    setStartedAt(begun);
    setNow(begun);
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [running]);
  return {
    startedAt: resumed?.startedAt ?? startedAt,
    moment: running && startedAt !== null ? breathingMomentAt(offset + now - startedAt) : null,
  };
}

/** Saves the cycle reached (the draft), from Start on. */
function useSaveCycle(cycle: number | undefined, save: (cycle: number) => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (cycle !== undefined) latest.current(cycle);
  }, [cycle]);
}

/** `onComplete` is given when the breathing began (epoch milliseconds): the session records the time from Start. */
function BreathingGuide({
  onComplete,
  draft,
}: {
  onComplete: (startedAt: number | undefined) => void;
  draft: PracticeDraftHandle;
}) {
  // A draft with only the rating before (Start not pressed yet) reopens the guide still waiting for Start.
  const [resumed] = useState<ResumedBreathing | null>(() =>
    draft.resumed?.entries.started === 1 ? { cycle: draft.resumed.step, startedAt: draft.resumed.startedAt } : null,
  );
  const [running, setRunning] = useState(resumed !== null);
  const { startedAt, moment } = useBreathingClock(running, resumed);
  useSaveCycle(moment?.cycle, (cycle) => draft.save(cycle, { started: 1 }));
  return (
    <Stack gap="lg" align="center">
      <p>{BreathingCopy.intro}</p>
      <BreathingCircle
        $size="12rem"
        $phase={moment?.phase.name ?? null}
        data-phase={moment?.phase.name ?? 'idle'}
        aria-hidden="true"
      >
        {moment ? `${BreathingCopy.phaseLabel[moment.phase.name]} ${moment.secondsLeft}` : null}
      </BreathingCircle>
      <p aria-live="polite">{moment ? BreathingCopy.spoken(moment.phase.instruction, moment.phase.seconds) : ''}</p>
      {running ? (
        <Button size="lg" onClick={() => onComplete(startedAt ?? undefined)}>
          {BreathingCopy.complete}
        </Button>
      ) : (
        <Button size="lg" onClick={() => setRunning(true)}>
          {BreathingCopy.start}
        </Button>
      )}
    </Stack>
  );
}

/** 4-7-8 breathing (planned as 300 seconds), recorded with the time from Start to Complete Session. */
export function BreathingView() {
  return (
    <section aria-label={BreathingCopy.title}>
      <h2>{BreathingCopy.title}</h2>
      <PracticeFrame
        session={{
          type: 'breathing',
          subtype: BREATHING_SUBTYPE,
          duration: BREATHING_SESSION_SECONDS,
          notes: BreathingCopy.notes,
        }}
      >
        {(complete, _sudsBefore, draft) => (
          <BreathingGuide draft={draft} onComplete={(startedAt) => complete(undefined, startedAt)} />
        )}
      </PracticeFrame>
    </section>
  );
}
