import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs`: a screen reader hears a count when typing pauses, not at every key. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
