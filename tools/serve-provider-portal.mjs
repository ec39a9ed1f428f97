// The provider portal deployed on its own: mf-provider's build at the root of its own origin, talking to the
// API at another origin with credentials (the API allows this origin by CORS: PROVIDER_PORTAL_URL).
// Usage: node tools/serve-provider-portal.mjs [--dir mf-provider/dist] [--port 3100] [--host 0.0.0.0]
//          [--api http://localhost:3000]
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const repoRoot = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Only the portal's own code runs; it may call only itself and the API. */
export function portalContentSecurityPolicy(apiOrigin) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' ${apiOrigin}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page names the API's origin (read by apiUrl in @anchor/app-runtime) and loads its scripts from the root,
 * so a reload on any path finds them.
 */
export function portalPage(indexHtml, apiOrigin) {
  const meta = `<meta name="anchor-api-origin" content="${apiOrigin.replace(/"/g, '&quot;')}" />`;
  return indexHtml
    .replace('</head>', `${meta}</head>`)
    .replace(/(src|href)="\.\//g, '$1="/')
    .replace('<title>Anchor</title>', '<title>Anchor Provider Portal</title>');
}

const PAGE_HEADERS = (apiOrigin) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': portalContentSecurityPolicy(apiOrigin),
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
});

/** A page route: a path without a file extension (the portal's client-side routes and `/`). */
const isPageRoute = (pathname) => !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');

/** Serves the portal from `dir`; the page is read per request so a new build shows on the next load. */
export function serveProviderPortal({
  dir = join(repoRoot, 'mf-provider', 'dist'),
  port,
  host = '127.0.0.1',
  apiOrigin,
}) {
  const root = resolve(dir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath))
    throw new Error(`${indexPath} is missing: build mf-provider first (npx nx run mf-provider:build)`);
  const origin = new URL(apiOrigin).origin;
  const assets = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => {
      response.setHeader('X-Content-Type-Options', 'nosniff');
      const entry = /(^|\/)(mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/.test(pathname);
      response.setHeader('Cache-Control', entry ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://portal.invalid').pathname;
    const notFound = () => {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      return response.end();
    }
    // Source maps stay on the build machine.
    if (pathname.toLowerCase().endsWith('.map')) return notFound();
    if (pathname === '/index.html' || isPageRoute(pathname)) {
      response.writeHead(200, PAGE_HEADERS(origin));
      return response.end(request.method === 'HEAD' ? undefined : portalPage(readFileSync(indexPath, 'utf8'), origin));
    }
    assets(request, response, notFound);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolveServer({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string', default: '3100' },
      host: { type: 'string', default: '0.0.0.0' },
      api: { type: 'string', default: 'http://localhost:3000' },
    },
  });
  serveProviderPortal({ dir: values.dir, port: Number(values.port), host: values.host, apiOrigin: values.api }).then(
    ({ port }) => console.log(`[anchor] provider portal at http://localhost:${port} (API ${values.api})`),
    (error) => {
      console.error(`[anchor] provider portal: ${error.message}`);
      process.exit(1);
    },
  );
}
