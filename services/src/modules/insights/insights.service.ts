import { Injectable } from '@nestjs/common';
import type { InsightsResponse } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { localDay } from '../../common/local-day';
import type { UserEntity } from '../users/entities/user.entity';
import { buildInsights } from './build-insights';
import { InsightInputsService } from './insight-inputs.service';
import { InsightsCache } from './insights-cache.service';

/** A person's insights: kept ones while nothing changed, else computed from their data and kept. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly inputs: InsightInputsService,
    private readonly cache: InsightsCache,
    private readonly clock: Clock,
  ) {}

  async forUser(user: UserEntity): Promise<InsightsResponse> {
    const now = this.clock.now();
    const today = localDay(now, user.timeZone);
    const lookup = await this.cache.lookup(user.id, today, user.timeZone);
    if (lookup.hit) return lookup.body;
    const body = buildInsights(await this.inputs.forUser(user.id, user.timeZone, now), now);
    await this.cache.keep(user.id, lookup, today, user.timeZone, body);
    return body;
  }
}
