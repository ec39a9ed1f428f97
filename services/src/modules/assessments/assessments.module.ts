import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssessmentCycleController } from './assessment-cycle.controller';
import { AssessmentCycleService } from './assessment-cycle.service';
import { AssessmentDraftController } from './assessment-draft.controller';
import { AssessmentDraftsService } from './assessment-drafts.service';
import { AssessmentHistoryService } from './assessment-history.service';
import { AssessmentSubmissionService } from './assessment-submission.service';
import { AssessmentsController } from './assessments.controller';
import { AssessmentDraftEntity } from './entities/assessment-draft.entity';
import { Pcl5Assessment } from './entities/pcl5-assessment.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Pcl5Assessment, AssessmentDraftEntity])],
  controllers: [AssessmentsController, AssessmentCycleController, AssessmentDraftController],
  providers: [AssessmentSubmissionService, AssessmentHistoryService, AssessmentCycleService, AssessmentDraftsService],
  // The reminders worker reads a user's cycle from here.
  exports: [AssessmentCycleService, AssessmentHistoryService],
})
export class AssessmentsModule {}
