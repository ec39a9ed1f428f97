// A static host for one remote's build: what a feature team deploys on its own.
// Usage: node tools/serve-static.mjs <dist-dir> <port>
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';

/** Serves `dir` with CORS open (manifests are fetched cross-origin by shells) and no caching of entry files. */
export function serveStatic({ dir, port, host = '127.0.0.1' }) {
  const assets = sirv(resolve(dir), { dev: true, etag: true });
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    assets(request, response, () => {
      response.statusCode = 404;
      response.end('Not found');
    });
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolveServer({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // Keep-alive connections would hold the port open: a stopped server must look stopped.
            server.closeAllConnections();
          }),
        server,
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, port = '4000'] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node tools/serve-static.mjs <dist-dir> <port>');
    process.exit(2);
  }
  serveStatic({ dir, port: Number(port), host: '0.0.0.0' }).then(({ url }) =>
    console.log(`Serving ${dir} at ${url} (manifest: ${url}/mf-manifest.json)`),
  );
}
