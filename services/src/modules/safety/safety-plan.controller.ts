import { Controller, Get, Put } from '@nestjs/common';
import { SafetyPlanApiPath, safetyPlanSchema, type SafetyPlan } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { SafetyPlansService } from './safety-plans.service';

@Controller()
export class SafetyPlanController {
  constructor(private readonly plans: SafetyPlansService) {}

  @Get(apiRoute(SafetyPlanApiPath.plan))
  get(@CurrentUser() user: UserEntity): Promise<SafetyPlan> {
    return this.plans.get(user.id);
  }

  @Put(apiRoute(SafetyPlanApiPath.plan))
  save(
    @CurrentUser() user: UserEntity,
    @ZodBody(safetyPlanSchema) steps: z.output<typeof safetyPlanSchema>,
  ): Promise<SafetyPlan> {
    return this.plans.save(user.id, steps);
  }
}
