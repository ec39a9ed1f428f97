import { Module } from '@nestjs/common';
import { AssessmentsCoreModule } from '../assessments/assessments-core.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { HealthMetricsModule } from '../health-metrics/health-metrics.module';
import { MedicationsModule } from '../medications/medications.module';
import { MindfulnessModule } from '../mindfulness/mindfulness.module';
import { MoodModule } from '../mood/mood.module';
import { InsightInputsService } from './insight-inputs.service';
import { InsightsCache } from './insights-cache.service';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';

/**
 * Reads tracking, assessments, practice, medication adherence and conversations through their modules; owns no table. Keeps each
 * person's computed insights in Redis until they change something (registerInsightsInvalidation, set up with the
 * api's other HTTP hooks).
 */
@Module({
  imports: [
    MoodModule,
    HealthMetricsModule,
    AssessmentsCoreModule,
    ConversationsModule,
    MindfulnessModule,
    MedicationsModule,
  ],
  controllers: [InsightsController],
  providers: [InsightInputsService, InsightsCache, InsightsService],
})
export class InsightsModule {}
