import { PageMarker } from '@anchor/contracts';
import { useLayoutEffect } from 'react';

/**
 * Rendered with an app's first render, which replaces the first view already in the page (the shell's, rendered by
 * the server: services' shell-page.ts; the provider portal's, rendered at build time: mf-provider's
 * first-view-plugin.js): once that render is committed, and before it is painted, the root stops being inert and
 * the first view's style element goes.
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
