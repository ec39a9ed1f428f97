import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { MaintenanceJob, QueueName } from '@anchor/contracts';
import { SessionService } from './session.service';

/** Payload of MaintenanceJob.purgeExpiredSessions: none. */
export type PurgeExpiredSessionsPayload = Record<string, never>;

@Processor(QueueName.maintenance)
export class SessionCleanupProcessor extends WorkerHost {
  private readonly logger = new Logger(SessionCleanupProcessor.name);

  constructor(private readonly sessions: SessionService) {
    super();
  }

  async process(job: Job<PurgeExpiredSessionsPayload>): Promise<number> {
    if (job.name !== MaintenanceJob.purgeExpiredSessions) return 0;
    const purged = await this.sessions.purgeExpired();
    this.logger.log(`Purged ${purged} expired session(s)`);
    return purged;
  }
}
