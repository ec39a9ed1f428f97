import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { QueueName } from '@anchor/contracts';

/** While Redis stays unreachable, one line per source every 30 s is enough to see it. */
const REPEAT_AFTER_MS = 30_000;

/**
 * A listener for BullMQ's 'error' events that logs one JSON warn line (first line of the message) and then
 * at most one every 30 s per source. Without a listener BullMQ prints each reconnection failure with
 * console.error: a multi-line, unstructured stack every few hundred milliseconds while Redis is down.
 */
export function throttledErrorLog(logger: Logger, source: string): (error: Error) => void {
  let last = 0;
  let suppressed = 0;
  return (error: Error) => {
    const now = Date.now();
    if (now - last < REPEAT_AFTER_MS) {
      suppressed += 1;
      return;
    }
    const repeated = suppressed > 0 ? ` (${suppressed} more since the last line)` : '';
    logger.warn(`${source}: ${error?.message?.split('\n')[0] ?? 'unknown error'}${repeated}`);
    last = now;
    suppressed = 0;
  };
}

/** Gives every queue registered in this app (api or worker) the throttled error listener. */
@Injectable()
export class QueueErrorLogging implements OnApplicationBootstrap {
  private readonly logger = new Logger('Queue');

  constructor(private readonly moduleRef: ModuleRef) {}

  onApplicationBootstrap(): void {
    for (const name of Object.values(QueueName)) {
      let queue: Queue;
      try {
        queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      } catch {
        continue; // not registered in this app
      }
      queue.on('error', throttledErrorLog(this.logger, `queue ${name}`));
    }
  }
}
