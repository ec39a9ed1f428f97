import { WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { HealthService } from './health.service';

/** What the worker's readiness probe answers: ready or not, and one sentence a person reads in a probe's log. */
export interface WorkerReadiness {
  ready: boolean;
  message: string;
}

/** The worker is ready when PostgreSQL and Redis answer (the api's readiness check) and every queue worker runs. */
@Injectable()
export class WorkerReadinessService {
  constructor(
    private readonly health: HealthService,
    private readonly discovery: DiscoveryService,
  ) {}

  async check(): Promise<WorkerReadiness> {
    const connections = await this.health.readiness();
    if (connections.status !== 'ok')
      return { ready: false, message: `The worker is not ready: ${connections.message}.` };
    const stopped = this.stoppedQueueWorkers();
    if (stopped.length > 0) {
      return {
        ready: false,
        message: `The worker is not ready: its ${stopped.join(', ')} queue worker is not running.`,
      };
    }
    return { ready: true, message: 'The worker is ready.' };
  }

  /** The queues whose BullMQ worker is not running (closed, or not started yet). */
  private stoppedQueueWorkers(): string[] {
    const hosts = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    return hosts.flatMap((host) => {
      try {
        return host.worker.isRunning() ? [] : [host.worker.name];
      } catch {
        // The getter throws while the worker has not been created yet.
        return [host.constructor.name];
      }
    });
  }
}
