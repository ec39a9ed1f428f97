import { Module } from '@nestjs/common';
import { AssessmentCycleController } from './assessment-cycle.controller';
import { AssessmentDraftController } from './assessment-draft.controller';
import { AssessmentDraftsService } from './assessment-drafts.service';
import { AssessmentSubmissionService } from './assessment-submission.service';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsCoreModule } from './assessments-core.module';

/** The api's assessment calls: submit, history, the monthly cycle and drafts. */
@Module({
  imports: [AssessmentsCoreModule],
  controllers: [AssessmentsController, AssessmentCycleController, AssessmentDraftController],
  providers: [AssessmentSubmissionService, AssessmentDraftsService],
})
export class AssessmentsModule {}
