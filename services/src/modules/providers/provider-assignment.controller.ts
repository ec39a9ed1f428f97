import { Controller, Delete, Get, HttpCode, Patch, Put } from '@nestjs/common';
import {
  AssessmentApiPath,
  providerAssignmentSchema,
  type ProviderAssignmentView,
  providerPhoneSchema,
  providerWellnessSharingSchema,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { ProviderAssignmentsService } from './provider-assignments.service';

/** The caller's own provider (onboarding's provider step, Settings); GET, PATCH and DELETE answer 404 when none is set. */
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

  @Patch(apiRoute(AssessmentApiPath.provider))
  setWellnessSharing(
    @CurrentUser() user: UserEntity,
    @ZodBody(providerWellnessSharingSchema) body: z.output<typeof providerWellnessSharingSchema>,
  ): Promise<ProviderAssignmentView> {
    return this.assignments.setWellnessSharing(user.id, body.shareWellnessSummaries);
  }

  @Put(apiRoute(AssessmentApiPath.providerPhone))
  sharePhone(
    @CurrentUser() user: UserEntity,
    @ZodBody(providerPhoneSchema) body: z.output<typeof providerPhoneSchema>,
  ): Promise<ProviderAssignmentView> {
    return this.assignments.setPhone(user.id, body.phone);
  }

  @Delete(apiRoute(AssessmentApiPath.providerPhone))
  stopSharingPhone(@CurrentUser() user: UserEntity): Promise<ProviderAssignmentView> {
    return this.assignments.setPhone(user.id, null);
  }

  @Delete(apiRoute(AssessmentApiPath.provider))
  @HttpCode(204)
  async remove(@CurrentUser() user: UserEntity): Promise<void> {
    await this.assignments.remove(user.id);
  }
}
