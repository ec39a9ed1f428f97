import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  AssessmentApiPath,
  assessmentHistoryQuerySchema,
  markCompletedSchema,
  submitAssessmentSchema,
  type AssessmentHistoryPage,
  type AssessmentHistoryQuery,
  type AssessmentResult,
  type LatestAssessment,
  type MarkCompletedResponse,
  type Pcl5Answer,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { AssessmentHistoryService } from './assessment-history.service';
import { AssessmentSubmissionService } from './assessment-submission.service';

@Controller()
export class AssessmentsController {
  constructor(
    private readonly submission: AssessmentSubmissionService,
    private readonly history: AssessmentHistoryService,
  ) {}

  @Post(apiRoute(AssessmentApiPath.assessments))
  submit(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(submitAssessmentSchema)) body: { responses: Pcl5Answer[] },
  ): Promise<AssessmentResult> {
    return this.submission.submit(user.id, body.responses);
  }

  @Get(apiRoute(AssessmentApiPath.assessments))
  list(
    @CurrentUser() user: UserEntity,
    @Query(new ZodValidationPipe(assessmentHistoryQuerySchema)) query: AssessmentHistoryQuery,
  ): Promise<AssessmentHistoryPage> {
    return this.history.page(user.id, query);
  }

  /** Only `skipped` is used: score and clusters in the body are never trusted. */
  @Post(apiRoute(AssessmentApiPath.markCompleted))
  markCompleted(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(markCompletedSchema)) body: { skipped: boolean },
  ): Promise<MarkCompletedResponse> {
    return this.submission.markCompleted(user.id, body.skipped);
  }

  @Get(apiRoute(AssessmentApiPath.latest))
  latest(@CurrentUser() user: UserEntity): Promise<LatestAssessment> {
    return this.history.latest(user.id);
  }
}
