// A small reverse proxy in front of several API processes, as a load balancer would be: each request goes to the
// next instance in turn (round-robin, no stickiness), and the answer says which one served it (X-Served-By). A
// check that needs a given instance asks for it with X-Upstream: <index>; the header is not passed on.
import { createServer, request } from 'node:http';

export async function startProxy(upstreamPorts) {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const pinned = incoming.headers['x-upstream'];
    const index = pinned === undefined ? next++ % upstreamPorts.length : Number(pinned) % upstreamPorts.length;
    const headers = { ...incoming.headers };
    delete headers['x-upstream'];
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPorts[index], method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => (outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end()));
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

/** One request through the proxy; `instance` pins the API that serves it (else round-robin). */
export async function ask(base, path, { instance, method = 'GET', cookie, body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(instance === undefined ? {} : { 'X-Upstream': String(instance) }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .find((pair) => pair.startsWith('anchor_session=')),
    body: await response.json().catch(() => null),
  };
}
