import { describeApiError } from '@anchor/app-runtime';
import type { MeditationTimer } from '@anchor/contracts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  useLazyGetMeditationTimerQuery,
  useStartMeditationTimerMutation,
  useStopMeditationTimerMutation,
} from '../../api/mindfulness.api';
import { requestScreenWakeLock } from './wake-lock';

/** How often the display is redrawn; the time itself always comes from the end time, never from ticks. */
const REDRAW_MS = 250;

interface Running {
  duration: number;
  /** The end on this browser's clock (Date.now() + the server's time left when it answered). */
  endAt: number;
}

/** A ref that always holds the latest value: callbacks given on each render, read when the clock says so. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * A meditation countdown true to the clock: the end time is held by the server (not browser storage), so
 * a throttled tab or a reload still shows the right time; `onComplete` runs once, when it reaches 0, and
 * `onResume` gets a timer that was already running (with the rating given before it started).
 */
export function useMeditationTimer(
  onComplete: (duration: number) => void,
  onResume: (timer: MeditationTimer) => void = () => undefined,
) {
  const [running, setRunning] = useState<Running | null>(null);
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [startTimer, { isLoading: starting }] = useStartMeditationTimerMutation();
  const [stopTimer] = useStopMeditationTimerMutation();
  const { acquire, release } = useWakeLock();
  const completeRef = useLatest(onComplete);
  const resumeRef = useLatest(onResume);

  const begin = useCallback(
    async (duration: number, serverRemainingMs: number) => {
      setRunning({ duration, endAt: Date.now() + serverRemainingMs });
      setRemainingMs(Math.max(0, serverRemainingMs));
      await acquire();
    },
    [acquire],
  );

  useResume(begin, release, resumeRef);

  const finish = useCallback(
    (duration: number) => {
      setRunning(null);
      release();
      // The page is awake at the end: withdraw the notification bell, the tone plays here.
      void stopTimer().catch(() => undefined);
      completeRef.current(duration);
    },
    [release, stopTimer, completeRef],
  );
  useCountdown(running, setRemainingMs, finish);

  /** Starts on the server, which keeps the rating before (null if skipped) for the end; answers if it started. */
  const start = async (duration: number, sudsBefore: number | null): Promise<boolean> => {
    setError(null);
    try {
      const timer = await startTimer({ duration, sudsBefore }).unwrap();
      await begin(duration, timer.remainingMs);
      return true;
    } catch (failure) {
      setError(describeApiError(failure));
      return false;
    }
  };

  /** Stopping early records nothing and withdraws the bell. */
  const stop = async () => {
    setRunning(null);
    setRemainingMs(null);
    release();
    await stopTimer().catch(() => undefined);
  };

  const runningDuration = running?.duration ?? null;
  return { running: running !== null, runningDuration, remainingMs, start, stop, starting, error };
}

/** A timer already running on the server (after a reload) resumes where the clock says it is. */
function useResume(
  begin: (duration: number, remainingMs: number) => Promise<void>,
  release: () => void,
  resumeRef: RefObject<(timer: MeditationTimer) => void>,
) {
  const [fetchTimer] = useLazyGetMeditationTimerQuery();
  useEffect(() => {
    void fetchTimer()
      .unwrap()
      .then(({ timer }) => {
        if (!timer) return undefined;
        resumeRef.current(timer);
        return begin(timer.duration, timer.remainingMs);
      })
      .catch(() => undefined);
    return release;
  }, [fetchTimer, begin, release, resumeRef]);
}

/** The screen wake lock held while a meditation runs. */
function useWakeLock() {
  const wakeLock = useRef<WakeLockSentinel | null>(null);
  const acquire = useCallback(async () => {
    wakeLock.current = await requestScreenWakeLock();
  }, []);
  const release = useCallback(() => {
    void wakeLock.current?.release().catch(() => undefined);
    wakeLock.current = null;
  }, []);
  return { acquire, release };
}

/** Redraws the time left from the end time, on a timer and whenever the tab becomes visible again. */
function useCountdown(running: Running | null, show: (ms: number) => void, finish: (duration: number) => void) {
  useEffect(() => {
    if (!running) return undefined;
    let finished = false;
    const redraw = () => {
      const left = running.endAt - Date.now();
      show(Math.max(0, left));
      if (left > 0 || finished) return;
      finished = true;
      finish(running.duration);
    };
    redraw();
    const interval = setInterval(redraw, REDRAW_MS);
    document.addEventListener('visibilitychange', redraw);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', redraw);
    };
  }, [running, show, finish]);
}
