import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssessmentCycleService } from './assessment-cycle.service';
import { AssessmentHistoryService } from './assessment-history.service';
import { AssessmentRevisions } from './assessment-revisions';
import { AssessmentDraftEntity } from './entities/assessment-draft.entity';
import { Pcl5AssessmentVersionEntity } from './entities/pcl5-assessment-version.entity';
import { Pcl5AssessmentEntity } from './entities/pcl5-assessment.entity';

/** The assessment tables and their read services, for the api and for other modules (the reminders sweep). */
@Module({
  imports: [TypeOrmModule.forFeature([Pcl5AssessmentEntity, Pcl5AssessmentVersionEntity, AssessmentDraftEntity])],
  providers: [AssessmentHistoryService, AssessmentCycleService, AssessmentRevisions],
  exports: [TypeOrmModule, AssessmentHistoryService, AssessmentCycleService, AssessmentRevisions],
})
export class AssessmentsCoreModule {}
