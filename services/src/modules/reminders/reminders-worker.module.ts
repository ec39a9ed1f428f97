import { Module } from '@nestjs/common';
import { AssessmentsCoreModule } from '../assessments/assessments-core.module';
import { MaterializeReminderUseCase } from './materialize-reminder.use-case';
import { ReconcileSchedulesUseCase } from './reconcile-schedules.use-case';
import { RemindersCoreModule } from './reminders-core.module';
import { RemindersProcessor } from './reminders.processor';
import { RemindersScheduler } from './reminders.scheduler';
import { SweepAssessmentRemindersUseCase } from './sweep-assessment-reminders.use-case';

/** The worker side of reminders: schedule firings, the periodic reconcile and the assessment sweep. */
@Module({
  imports: [RemindersCoreModule, AssessmentsCoreModule],
  providers: [
    MaterializeReminderUseCase,
    ReconcileSchedulesUseCase,
    SweepAssessmentRemindersUseCase,
    RemindersProcessor,
    RemindersScheduler,
  ],
})
export class RemindersWorkerModule {}
