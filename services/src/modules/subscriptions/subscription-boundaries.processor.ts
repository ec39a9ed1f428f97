import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName, SubscriptionJob } from '@anchor/contracts';
import { ProcessSubscriptionBoundariesUseCase } from './process-subscription-boundaries.use-case';

/** Payload of SubscriptionJob.processSubscriptionBoundaries: none (the sweep reads PostgreSQL). */
export type ProcessSubscriptionBoundariesPayload = Record<string, never>;

@Processor(QueueName.subscriptions)
export class SubscriptionBoundariesProcessor extends WorkerHost {
  constructor(private readonly processSubscriptionBoundaries: ProcessSubscriptionBoundariesUseCase) {
    super();
  }

  async process(job: Job<ProcessSubscriptionBoundariesPayload>): Promise<number> {
    if (job.name !== SubscriptionJob.processSubscriptionBoundaries) return 0;
    return this.processSubscriptionBoundaries.execute();
  }
}
