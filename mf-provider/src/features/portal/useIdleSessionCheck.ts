import { useEffect } from 'react';
import { currentUserApi, useAppDispatch } from '@anchor/app-runtime';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** The server counts idle time from the last request, which comes a moment after the last touch. */
const GRACE_MS = 5_000;

/**
 * A provider's screen shows patients' data: once nobody has touched the page for the provider idle limit,
 * ask the server whether the session still lives. It has ended by then, so the answer (401) clears every
 * cached answer and the sign-in form replaces the data, without waiting for the provider's next click.
 */
export function useIdleSessionCheck(idleMinutes: number): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const limit = idleMinutes * 60_000 + GRACE_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      void dispatch(
        currentUserApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      timer = setTimeout(check, limit);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(check, limit);
    };
    arm();
    for (const event of ACTIVITY) window.addEventListener(event, arm, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, arm);
    };
  }, [dispatch, idleMinutes]);
}
