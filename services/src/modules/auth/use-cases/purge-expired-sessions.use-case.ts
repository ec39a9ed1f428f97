import { Injectable, Logger } from '@nestjs/common';
import { SessionService } from '../session.service';

/** Deletes sessions past their lifetime and those revoked more than a day ago; returns how many went. */
@Injectable()
export class PurgeExpiredSessionsUseCase {
  private readonly logger = new Logger(PurgeExpiredSessionsUseCase.name);

  constructor(private readonly sessions: SessionService) {}

  async execute(): Promise<number> {
    const purged = await this.sessions.purgeExpired();
    this.logger.log(`Purged ${purged} expired session(s)`);
    return purged;
  }
}
