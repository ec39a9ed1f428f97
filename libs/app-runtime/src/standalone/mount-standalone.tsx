import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../providers/AppProviders';
import { FirstViewTakeover } from '../render/FirstViewTakeover';
import { standaloneBasename } from './standalone-basename';

/**
 * A remote's own index.html: the app's providers around its standalone page, for its feature team. A page that
 * carries its first view already (the provider portal's, rendered at build time) keeps it on screen until this
 * first render replaces it.
 */
export function mountStandalone(StandaloneApp: ComponentType) {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // As a transition React renders in slices of a few milliseconds instead of one long task (total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders router basename={standaloneBasename()}>
          <StandaloneApp />
          <FirstViewTakeover />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
