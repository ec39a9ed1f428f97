import { PageMarker } from '@anchor/contracts';
import { useLayoutEffect } from 'react';

/**
 * Rendered with the shell's first render, which replaces the server's rendering of the first view (services'
 * shell-page.ts): once that render is committed, and before it is painted, the root stops being inert and the
 * server's style element goes.
 */
export function FirstViewTakeover() {
  useLayoutEffect(() => {
    document.querySelector(`style[${PageMarker.firstView}]`)?.remove();
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute(PageMarker.firstView);
  }, []);
  return null;
}
