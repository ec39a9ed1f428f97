import { Controller, Delete, Get, HttpCode, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AssessmentApiPath, assessmentDraftSchema, type AssessmentDraft } from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { AssessmentDraftsService } from './assessment-drafts.service';

/**
 * GET answers 204 (no body) when nothing is in progress: the assessment asks on every visit, and an error status
 * for the usual answer would be logged as a failure in the browser's console.
 */
@Controller()
export class AssessmentDraftController {
  constructor(private readonly drafts: AssessmentDraftsService) {}

  @Get(apiRoute(AssessmentApiPath.draft))
  async get(
    @CurrentUser() user: UserEntity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AssessmentDraft | undefined> {
    const draft = await this.drafts.get(user.id);
    if (!draft) reply.status(204);
    return draft ?? undefined;
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
