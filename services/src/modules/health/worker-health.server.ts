import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ApiPath } from '@anchor/contracts';
import { type AppConfig, APP_CONFIG } from '../../config';
import { WorkerReadinessService } from './worker-readiness.service';

const answer = (response: ServerResponse, status: number, sentence: string): void => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(sentence);
};

/**
 * The worker's probes on WORKER_HEALTH_PORT (0: none), for Kubernetes and compose: alive on /api/health, ready on
 * /api/health/ready. Plain node:http: the worker has no HTTP framework and needs none for two GETs.
 */
@Injectable()
export class WorkerHealthServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHealth');
  private server: Server | null = null;

  constructor(
    private readonly readiness: WorkerReadinessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The port it listens on (the configured one), or null when it serves none. */
  get port(): number | null {
    const address = this.server?.address() as AddressInfo | null | undefined;
    return address?.port ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.workerHealthPort === 0) return;
    const server = createServer((request, response) => void this.route(request.method, request.url, response));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.config.workerHealthPort, this.config.host, resolve);
      });
      this.server = server;
    } catch (error) {
      // Jobs matter more than probes: a taken port is said, and the worker runs on without them.
      this.logger.error(`No health probes on port ${this.config.workerHealthPort}: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async route(method: string | undefined, url: string | undefined, response: ServerResponse): Promise<void> {
    const path = (url ?? '').split('?')[0];
    if (method !== 'GET' && method !== 'HEAD') return answer(response, 405, 'Only GET is answered here.');
    if (path === ApiPath.health) return answer(response, 200, 'The worker is alive.');
    if (path !== ApiPath.healthReady) return answer(response, 404, 'Not found.');
    const { ready, message } = await this.readiness.check();
    answer(response, ready ? 200 : 503, message);
  }
}
