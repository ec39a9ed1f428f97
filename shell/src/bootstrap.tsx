import { firstViewRemoteModules } from '@anchor/contracts';
import { startTransition, StrictMode } from 'react';
import { readFirstViewAnswers } from './first-view-reads';
import { fetchRemotesManifest } from './remotes-manifest';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The longest the first render waits for what the page shows at once. Past it the page renders anyway: a slow
 * remote shows its loading display, a slow read is asked again through the store.
 */
const FIRST_VIEW_WAIT_MS = 1_500;

/**
 * Renders once the page's first view is in hand (its route's chunk and remote modules loaded, its reads in the
 * store): one render and one layout, instead of a spinner whose replacement React holds back (up to 300 ms) and
 * a second pass.
 */
async function start() {
  // Each step runs in a task of its own (the libraries' evaluation, the remotes' set-up, filling the store, the
  // render): one task for all of them would block input for as long (total blocking time). The page has already
  // asked for every file of the first view, so the pauses delay no download.
  await yieldToBrowser();
  // The libraries (already loaded with the page's shared-libraries file) are evaluated in steps: React's DOM
  // renderer, then app-runtime with the libraries it brings (store, router, styles, ui), then the shell's own
  // modules (eager: in this file, no request of their own).
  const { createRoot } = await import('react-dom/client');
  await yieldToBrowser();
  const { AppProviders, FirstViewTakeover, initRemotes, loadRemoteModules, seedFirstViewAnswers, startSessionCheck } =
    await import('@anchor/app-runtime');
  await yieldToBrowser();
  const { App, loadRouteChunk } = await import(/* webpackMode: "eager" */ './App');
  await yieldToBrowser();
  const { pathname, search } = window.location;
  initRemotes(await fetchRemotesManifest());
  // Settles whatever fails: a chunk or remote that did not load shows its fallback or error where it is used.
  const firstView = Promise.allSettled([
    loadRouteChunk(pathname),
    loadRemoteModules(firstViewRemoteModules(pathname, search)),
    readFirstViewAnswers(pathname).then(async (answers) => {
      await yieldToBrowser();
      await seedFirstViewAnswers(answers);
    }),
  ]);
  await Promise.race([firstView, new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]);
  await yieldToBrowser();
  startSessionCheck();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // As a transition React renders the page in slices of a few milliseconds, letting the browser answer input in
  // between, instead of one long task (total blocking time); the server's first view stays on screen meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders router>
          <App />
          <FirstViewTakeover />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
