import { Module } from '@nestjs/common';
import { AssessmentCycleController } from './assessment-cycle.controller';
import { AssessmentDraftController } from './assessment-draft.controller';
import { AssessmentDraftsService } from './assessment-drafts.service';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsCoreModule } from './assessments-core.module';
import { ReviewAssessmentUseCase } from './use-cases/review-assessment.use-case';
import { MarkAssessmentCompletedUseCase } from './use-cases/mark-assessment-completed.use-case';
import { SubmitAssessmentUseCase } from './use-cases/submit-assessment.use-case';

/** The api's assessment calls: submit, review (a new version of the latest), history, the monthly cycle and drafts. */
@Module({
  imports: [AssessmentsCoreModule],
  controllers: [AssessmentsController, AssessmentCycleController, AssessmentDraftController],
  providers: [
    SubmitAssessmentUseCase,
    ReviewAssessmentUseCase,
    MarkAssessmentCompletedUseCase,
    AssessmentDraftsService,
  ],
})
export class AssessmentsModule {}
