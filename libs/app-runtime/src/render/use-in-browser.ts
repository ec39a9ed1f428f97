import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the server renders a page's first view (services' first-view-render.ts), true in the browser. For
 * what only the person's browser knows: the server does not know their time zone, so a time of day it wrote
 * would be the server's.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
