import { useCallback, useEffect, useState } from 'react';
import { isOpenMoodCheckInMessage, takeMoodCheckInParam } from './mood-check-in-request';

/**
 * Whether the mood check-in dialog is open. It opens from the bell (`open`), from '?check-in=mood' in the
 * URL the page was opened at, and from the service worker's message when a mood-check push is tapped.
 */
export function useMoodCheckInRequest() {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (takeMoodCheckInParam()) setOpen(true);
  }, []);

  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if (isOpenMoodCheckInMessage(event)) setOpen(true);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);

  return { isOpen, open, close };
}
