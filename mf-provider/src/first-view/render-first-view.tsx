// The portal's first view, rendered at build time (mf-provider/first-view-plugin.js bundles this for Node.js and
// writes its markup into the page): what the app's first render shows, the portal with the sign-in form, inert
// until the session's answer comes (ProviderGate).
import { AppProviders, createAppStore, api } from '@anchor/app-runtime';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { StandaloneApp } from '../standalone/StandaloneApp';

/** The first view's markup for the page's root element and the CSS its classes need. */
export interface RenderedFirstView {
  html: string;
  css: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** Renders the portal at its root for nobody known yet; throws when anything in the render failed. */
export async function renderFirstView(): Promise<RenderedFirstView> {
  const store = createAppStore();
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>
        <AppProviders store={store}>
          <StaticRouter location="/">
            <StandaloneApp />
          </StaticRouter>
        </AppProviders>
      </StyleSheetManager>,
      { onError: (error) => void errors.push(error) },
    );
    const html = await readAll(prelude);
    if (errors.length) throw new Error(`The portal's first view did not render: ${String(errors[0])}`);
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
    store.dispatch(api.util.resetApiState());
  }
}
