import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeClient } from '../stripe-client';

/** A local HTTP server answering every request with an empty customer; counts what reached it. */
async function countingServer(): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 'cus_local', object: 'customer' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits };
}

describe('the Stripe client calls only public addresses, or a stand-in named by configuration', () => {
  const keys = { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' };

  it('refuses a host that resolves to loopback, so no request reaches it', async () => {
    const local = await countingServer();
    try {
      const api = { host: 'localhost', port: local.port, protocol: 'http' as const };
      const stripe = createStripeClient({ ...keys, api, standIn: false });
      await expect(stripe.customers.create()).rejects.toMatchObject({ type: 'StripeConnectionError' });
      expect(local.hits()).toBe(0);
    } finally {
      local.server.close();
    }
  });

  it('reaches the same server when it is the named stand-in', async () => {
    const local = await countingServer();
    try {
      const api = { host: 'localhost', port: local.port, protocol: 'http' as const };
      const stripe = createStripeClient({ ...keys, api, standIn: true });
      await expect(stripe.customers.create()).resolves.toMatchObject({ id: 'cus_local' });
      expect(local.hits()).toBe(1);
    } finally {
      local.server.close();
    }
  });
});
