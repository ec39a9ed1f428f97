import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL in the outage tests). `cut()` drops every open
 * connection and stops listening, as a stopped server does (clients see resets, then refusals);
 * `restore()` listens on the same port again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** A relay listening in front of the server `url` names. */
  static async inFrontOf(url: string): Promise<TcpProxy> {
    const parsed = new URL(url);
    const proxy = new TcpProxy({ host: parsed.hostname, port: Number(parsed.port || 5432) });
    await proxy.listen();
    return proxy;
  }

  /** The same connection URL (credentials, database), through the relay. */
  route(url: string): string {
    const parsed = new URL(url);
    parsed.host = `127.0.0.1:${this.port}`;
    return parsed.toString();
  }

  async listen(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : this.port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  restore(): Promise<void> {
    return this.listen();
  }

  close(): Promise<void> {
    return this.cut();
  }
}
