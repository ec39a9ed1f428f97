import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for an OpenAI-compatible chat-completions service, recording every request. */
export interface ModelStandIn {
  baseUrl: string;
  requests: Array<{
    path: string;
    authorization: string | undefined;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }>;
  /** 'answer' replies with `answer`; 'slow' waits past any sensible timeout; 'fail' answers 500. */
  mode: 'answer' | 'slow' | 'fail';
  answer: string;
  close(): Promise<void>;
}

export async function startModelStandIn(): Promise<ModelStandIn> {
  const standIn = { requests: [], mode: 'answer', answer: 'Stand-in model reply.' } as unknown as ModelStandIn;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      standIn.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
      const send = () => {
        if (standIn.mode === 'fail') {
          res.writeHead(500).end('{}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: standIn.answer } }] }));
      };
      if (standIn.mode === 'slow') setTimeout(send, 3000);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
