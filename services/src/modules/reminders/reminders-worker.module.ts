import { Module } from '@nestjs/common';
import { AssessmentsCoreModule } from '../assessments/assessments-core.module';
import { MaterializeReminderUseCase } from './use-cases/materialize-reminder.use-case';
import { ReconcileSchedulesUseCase } from './use-cases/reconcile-schedules.use-case';
import { RemindersCoreModule } from './reminders-core.module';
import { RemindersProcessor } from './jobs/reminders.processor';
import { RemindersScheduler } from './jobs/reminders.scheduler';
import { SweepAssessmentRemindersUseCase } from './use-cases/sweep-assessment-reminders.use-case';

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
