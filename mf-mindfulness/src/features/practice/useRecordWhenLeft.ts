import { useEffect, useRef } from 'react';

/**
 * Calls `leave` (when set) as the person leaves: this view unmounts (closed, Back, another tab of the app) or the
 * page itself goes away (the browser tab closed or navigated). The caller makes `leave` safe to call twice.
 */
export function useRecordWhenLeft(leave: (() => void) | null) {
  const latest = useRef(leave);
  useEffect(() => {
    latest.current = leave;
  }, [leave]);
  useEffect(() => {
    const run = () => latest.current?.();
    window.addEventListener('pagehide', run);
    return () => {
      window.removeEventListener('pagehide', run);
      run();
    };
  }, []);
}
