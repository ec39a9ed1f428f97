import { Controller, Get, Put } from '@nestjs/common';
import { AssessmentApiPath, providerAssignmentSchema, type ProviderAssignmentView } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { ProviderAssignmentsService } from './provider-assignments.service';

/** The caller's own provider (onboarding's provider step); GET answers 404 when none is set. */
@Controller()
export class ProviderAssignmentController {
  constructor(private readonly assignments: ProviderAssignmentsService) {}

  @Get(apiRoute(AssessmentApiPath.provider))
  get(@CurrentUser() user: UserEntity): Promise<ProviderAssignmentView> {
    return this.assignments.get(user.id);
  }

  @Put(apiRoute(AssessmentApiPath.provider))
  set(
    @CurrentUser() user: UserEntity,
    @ZodBody(providerAssignmentSchema) body: z.output<typeof providerAssignmentSchema>,
  ): Promise<ProviderAssignmentView> {
    return this.assignments.set(user.id, body);
  }
}
