import { api, AppProviders, createAppStore, registerLoadedRemote, seedFirstViewAnswers } from '@anchor/app-runtime';
import {
  type FirstViewAnswers,
  firstViewPage,
  firstViewRemoteModules,
  type RemoteModuleId,
  rendersFirstViewOfQuery,
} from '@anchor/contracts';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { App, loadRouteChunk } from '../../shell/src/App';

/** The remote modules of the pages' first views, by module id, as the renderer's bundle compiles them in. */
export type FirstViewComponents = Partial<Record<RemoteModuleId, ComponentType<never>>>;

/** A render that waits longer than this (something suspended for good) is given up: the page goes without it. */
const RENDER_TIMEOUT_MS = 250;

/** A page's first view as HTML for the shell's root element, with the CSS its classes need. */
export interface RenderedFirstView {
  html: string;
  css: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * Renders what the shell's first render would show at `location` (the request's path and query) for the person the
 * answers describe, with its own store: nothing of one request reaches another. Null when the page has no first
 * view this bundle can render, or when anything in it failed or suspended (its boundary would show a loading display).
 */
async function renderWith(
  components: FirstViewComponents,
  location: string,
  answers: FirstViewAnswers,
): Promise<RenderedFirstView | null> {
  const [pathname, query = ''] = location.split('?');
  // A link to a home tab opens that tab; any other query changes the first view in ways left to the browser.
  if (!rendersFirstViewOfQuery(pathname, query)) return null;
  const page = firstViewPage(pathname);
  const modules = firstViewRemoteModules(page, query);
  if (modules.length === 0 || modules.some((moduleId) => !components[moduleId])) return null;
  await loadRouteChunk(page);
  const store = createAppStore();
  const sheet = new ServerStyleSheet();
  let failed = false;
  try {
    await seedFirstViewAnswers(answers, store);
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>
        <AppProviders store={store}>
          <StaticRouter location={query ? `${page}?${query}` : page}>
            <App />
          </StaticRouter>
        </AppProviders>
      </StyleSheetManager>,
      {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: () => {
          failed = true;
        },
      },
    );
    const html = await readAll(prelude);
    return failed ? null : { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
    // Clears the cache's removal timers, which would otherwise keep this request's store for a minute.
    store.dispatch(api.util.resetApiState());
  }
}

/**
 * The server's renderer of first views (renderer-entry.tsx is its bundle's entry), given the
 * remote modules of the pages' first views (contracts' firstViewRemoteModules). A page whose modules are not all
 * given is not rendered.
 */
export function createFirstViewRenderer(components: FirstViewComponents) {
  for (const [moduleId, component] of Object.entries(components)) {
    registerLoadedRemote(moduleId as RemoteModuleId, component as ComponentType);
  }
  return (location: string, answers: FirstViewAnswers) => renderWith(components, location, answers);
}
