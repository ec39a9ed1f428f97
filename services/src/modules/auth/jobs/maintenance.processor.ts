import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { MaintenanceJob, noPayloadSchema, QueueName } from '@anchor/contracts';
import { LoggedWorkerHost } from '../../../common/logged-worker-host';
import { processorOptions } from '../../../config/worker-timing-config';
import { unknownJob } from '../../../common/unknown-job';
import { PurgeExpiredSessionsUseCase } from '../use-cases/purge-expired-sessions.use-case';

@Processor(QueueName.maintenance, processorOptions({}))
export class MaintenanceProcessor extends LoggedWorkerHost {
  constructor(private readonly purgeExpiredSessions: PurgeExpiredSessionsUseCase) {
    super();
  }

  async process(job: Job<unknown>): Promise<number> {
    switch (job.name) {
      case MaintenanceJob.purgeExpiredSessions:
        noPayloadSchema.parse(job.data);
        return this.purgeExpiredSessions.execute();
      default:
        return unknownJob(QueueName.maintenance, job.name);
    }
  }
}
