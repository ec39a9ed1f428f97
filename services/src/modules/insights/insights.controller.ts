import { Controller, Get } from '@nestjs/common';
import { InsightsApiPath, type InsightsResponse } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { Clock } from '../../common/clock';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { buildInsights } from './build-insights';
import { InsightInputsService } from './insight-inputs.service';

@Controller()
export class InsightsController {
  constructor(
    private readonly inputs: InsightInputsService,
    private readonly clock: Clock,
  ) {}

  /** Recommendations, trends and chart data computed from the caller's own data only. */
  @Get(apiRoute(InsightsApiPath.insights))
  async insights(@CurrentUser() user: UserEntity): Promise<InsightsResponse> {
    const now = this.clock.now();
    return buildInsights(await this.inputs.forUser(user.id, user.timeZone, now), now);
  }
}
