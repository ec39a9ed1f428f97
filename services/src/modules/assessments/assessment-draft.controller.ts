import { Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import { AssessmentApiPath, assessmentDraftSchema, type AssessmentDraft } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { AssessmentDraftsService } from './assessment-drafts.service';

/** GET answers 404 when nothing is in progress. */
@Controller()
export class AssessmentDraftController {
  constructor(private readonly drafts: AssessmentDraftsService) {}

  @Get(apiRoute(AssessmentApiPath.draft))
  get(@CurrentUser() user: UserEntity): Promise<AssessmentDraft> {
    return this.drafts.get(user.id);
  }

  @Put(apiRoute(AssessmentApiPath.draft))
  save(
    @CurrentUser() user: UserEntity,
    @ZodBody(assessmentDraftSchema) body: z.output<typeof assessmentDraftSchema>,
  ): Promise<AssessmentDraft> {
    return this.drafts.save(user.id, body);
  }

  @Delete(apiRoute(AssessmentApiPath.draft))
  @HttpCode(204)
  async discard(@CurrentUser() user: UserEntity): Promise<void> {
    await this.drafts.discard(user.id);
  }
}
