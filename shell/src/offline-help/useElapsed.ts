import { useEffect, useState } from 'react';

/**
 * Milliseconds since `running` turned true (null while stopped), read from the clock every quarter second so a
 * busy tab never drifts. Kept in memory only: nothing survives a reload.
 */
export function useElapsed(running: boolean): number | null {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) {
      setStartedAt(null);
      return undefined;
    }
    const begun = Date.now();
    setStartedAt(begun);
    setNow(begun);
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [running]);
  return running && startedAt !== null ? Math.max(0, now - startedAt) : null;
}
