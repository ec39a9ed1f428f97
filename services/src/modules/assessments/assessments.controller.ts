import { Controller, Get, Post, Put } from '@nestjs/common';
import {
  AssessmentApiPath,
  assessmentHistoryQuerySchema,
  markCompletedSchema,
  submitAssessmentSchema,
  type AssessmentHistoryPage,
  type AssessmentResult,
  type LatestAssessment,
  type MarkCompletedResponse,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodQuery } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { AssessmentHistoryService } from './assessment-history.service';
import { ReviewAssessmentUseCase } from './use-cases/review-assessment.use-case';
import { MarkAssessmentCompletedUseCase } from './use-cases/mark-assessment-completed.use-case';
import { SubmitAssessmentUseCase } from './use-cases/submit-assessment.use-case';

@Controller()
export class AssessmentsController {
  constructor(
    private readonly submitAssessment: SubmitAssessmentUseCase,
    private readonly reviewAssessment: ReviewAssessmentUseCase,
    private readonly markAssessmentCompleted: MarkAssessmentCompletedUseCase,
    private readonly history: AssessmentHistoryService,
  ) {}

  @Post(apiRoute(AssessmentApiPath.assessments))
  submit(
    @CurrentUser() user: UserEntity,
    @ZodBody(submitAssessmentSchema) body: z.output<typeof submitAssessmentSchema>,
  ): Promise<AssessmentResult> {
    return this.submitAssessment.execute({ userId: user.id, responses: body.responses });
  }

  @Get(apiRoute(AssessmentApiPath.assessments))
  list(
    @CurrentUser() user: UserEntity,
    @ZodQuery(assessmentHistoryQuerySchema) query: z.output<typeof assessmentHistoryQuerySchema>,
  ): Promise<AssessmentHistoryPage> {
    return this.history.page(user.id, query);
  }

  /** Only `skipped` is used: score and clusters in the body are never trusted. */
  @Post(apiRoute(AssessmentApiPath.markCompleted))
  markCompleted(
    @CurrentUser() user: UserEntity,
    @ZodBody(markCompletedSchema) body: z.output<typeof markCompletedSchema>,
  ): Promise<MarkCompletedResponse> {
    return this.markAssessmentCompleted.execute({ userId: user.id, skipped: body.skipped });
  }

  @Get(apiRoute(AssessmentApiPath.latest))
  latest(@CurrentUser() user: UserEntity): Promise<LatestAssessment> {
    return this.history.latest(user.id);
  }

  /** The chat's Finish Review: reviewed answers become a new version of the latest assessment (due date kept). */
  @Put(apiRoute(AssessmentApiPath.latest))
  review(
    @CurrentUser() user: UserEntity,
    @ZodBody(submitAssessmentSchema) body: z.output<typeof submitAssessmentSchema>,
  ): Promise<AssessmentResult> {
    return this.reviewAssessment.execute({ userId: user.id, responses: body.responses });
  }
}
