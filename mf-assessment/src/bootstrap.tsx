import { AppProviders, standaloneBasename } from '@anchor/app-runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/StandaloneApp';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders router basename={standaloneBasename()}>
        <StandaloneApp />
      </AppProviders>
    </StrictMode>,
  );
}
