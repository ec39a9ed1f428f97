import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../providers/AppProviders';
import { standaloneBasename } from './standalone-basename';

/** A remote's own index.html: the app's providers around its standalone page, for its feature team. */
export function mountStandalone(StandaloneApp: ComponentType) {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <AppProviders router basename={standaloneBasename()}>
        <StandaloneApp />
      </AppProviders>
    </StrictMode>,
  );
}
