import { AppProviders, initRemotes, loadRemoteModules, startSessionCheck } from '@anchor/app-runtime';
import { firstViewRemoteModules } from '@anchor/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchRemotesManifest } from './remotes-manifest';

async function start() {
  startSessionCheck();
  initRemotes(await fetchRemotesManifest());
  loadRemoteModules(firstViewRemoteModules(window.location.pathname));
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
