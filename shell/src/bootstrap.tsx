import { AppProviders, initRemotes, startSessionCheck } from '@anchor/app-runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchRemotesManifest } from './remotes-manifest';

async function start() {
  startSessionCheck();
  initRemotes(await fetchRemotesManifest());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders router>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
