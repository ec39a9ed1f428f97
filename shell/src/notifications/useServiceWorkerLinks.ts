import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { openLinkOf } from './notification-link';

/** Follows the service worker's "open this screen" message (a tapped notification) inside the page. */
export function useServiceWorkerLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return undefined;
    const onMessage = (event: MessageEvent) => {
      const href = openLinkOf(event);
      if (href) void navigate(href);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
