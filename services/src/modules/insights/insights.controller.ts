import { Controller, Get } from '@nestjs/common';
import { InsightsApiPath, type InsightsResponse } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { InsightsService } from './insights.service';

@Controller()
export class InsightsController {
  constructor(private readonly service: InsightsService) {}

  /** Recommendations, trends and chart data computed from the caller's own data only. */
  @Get(apiRoute(InsightsApiPath.insights))
  insights(@CurrentUser() user: UserEntity): Promise<InsightsResponse> {
    return this.service.forUser(user);
  }
}
