import { Body, Controller, Get, Put } from '@nestjs/common';
import { SafetyPlanApiPath, safetyPlanSchema, type SafetyPlan, type SafetyPlanSteps } from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
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
    @Body(new ZodValidationPipe(safetyPlanSchema)) steps: SafetyPlanSteps,
  ): Promise<SafetyPlan> {
    return this.plans.save(user.id, steps);
  }
}
