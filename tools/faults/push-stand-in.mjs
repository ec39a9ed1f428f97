// A push service stand-in for the fault suite. The worker sets Topic = n<notification id> on every push. A push
// counts as accepted when the stand-in's 201 went out on a live connection; a push whose connection died
// first (its worker was killed while waiting) is counted apart: the sender never heard it was accepted.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export async function startPushStandIn() {
  const accepted = new Map();
  let aborted = 0;
  let inFlight = 0;
  const state = { delayMs: 0 };
  const server = createServer((request, response) => {
    inFlight += 1;
    let answered = false;
    response.on('close', () => {
      inFlight -= 1;
      if (!answered) aborted += 1;
    });
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        if (response.destroyed || request.socket.destroyed) return;
        const topic = request.headers.topic ?? '?';
        response.writeHead(201).end(() => {
          answered = true;
          accepted.set(topic, (accepted.get(topic) ?? 0) + 1);
        });
      }, state.delayMs),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    state,
    accepted,
    inFlight: () => inFlight,
    aborted: () => aborted,
    /** A browser's subscription to this stand-in (a fresh P-256 key and auth secret). */
    subscription(path) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}
