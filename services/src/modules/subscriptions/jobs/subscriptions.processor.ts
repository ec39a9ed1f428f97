import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { noPayloadSchema, QueueName, SubscriptionJob } from '@anchor/contracts';
import { LoggedWorkerHost } from '../../../common/logged-worker-host';
import { processorOptions } from '../../../config/worker-timing-config';
import { unknownJob } from '../../../common/unknown-job';
import { ProcessSubscriptionBoundariesUseCase } from '../use-cases/process-subscription-boundaries.use-case';

@Processor(QueueName.subscriptions, processorOptions({}))
export class SubscriptionsProcessor extends LoggedWorkerHost {
  constructor(private readonly processSubscriptionBoundaries: ProcessSubscriptionBoundariesUseCase) {
    super();
  }

  async process(job: Job<unknown>): Promise<number> {
    switch (job.name) {
      case SubscriptionJob.processSubscriptionBoundaries:
        noPayloadSchema.parse(job.data);
        return this.processSubscriptionBoundaries.execute();
      default:
        return unknownJob(QueueName.subscriptions, job.name);
    }
  }
}
