import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { jobLogContext } from './logging/app-logger';
import { throttledErrorLog } from './logging/redis-error-logging';

/**
 * The base of every processor (`extends LoggedWorkerHost`, with `process` written as for WorkerHost): each job
 * runs inside its log context, so every line logged while it runs, by the processor or by any use-case it
 * calls, carries the queue, job name, job id and attempt (one JSON field each). A failed attempt logs one line
 * with its error type and first message line, then fails as before (BullMQ retries or records it).
 */
export abstract class LoggedWorkerHost extends WorkerHost {
  private readonly jobLogger = new Logger('Job');
  private workerErrors?: (error: Error) => void;

  /** The BullMQ worker's own errors (Redis unreachable, a lost lock): throttled JSON lines, not console.error. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.workerErrors ??= throttledErrorLog(new Logger('Worker'), `worker ${this.worker.name}`);
    this.workerErrors(error);
  }

  constructor() {
    super();
    // BullMQ's Nest explorer calls `instance.process`: an own property wraps the subclass's method.
    const self = this as unknown as { process: (job: Job, token?: string) => Promise<unknown> };
    const processJob = self.process.bind(this);
    self.process = (job, token) => this.inJobContext(job, () => processJob(job, token));
  }

  private inJobContext<T>(job: Job, run: () => Promise<T>): Promise<T> {
    const attempt = job.attemptsMade + 1;
    const context = { queue: job.queueName, jobName: job.name, jobId: job.id, attempt };
    return jobLogContext.run(context, async () => {
      const started = Date.now();
      this.jobLogger.debug('job started');
      try {
        const result = await run();
        this.jobLogger.debug(`job completed in ${Date.now() - started} ms`);
        return result;
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : 'unknown error';
        this.jobLogger.warn(`attempt ${attempt} of ${job.opts.attempts ?? 1} failed: ${reason}`);
        throw error;
      }
    });
  }
}
