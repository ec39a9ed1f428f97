import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { materializeReminderPayloadSchema, noPayloadSchema, QueueName, ReminderJob } from '@anchor/contracts';
import { LoggedWorkerHost } from '../../../common/logged-worker-host';
import { processorOptions } from '../../../config/worker-timing-config';
import { unknownJob } from '../../../common/unknown-job';
import { MaterializeReminderUseCase } from '../use-cases/materialize-reminder.use-case';
import { reminderRepeatStrategy } from './memoized-repeat-strategy';
import { ReconcileSchedulesUseCase } from '../use-cases/reconcile-schedules.use-case';
import { SweepAssessmentRemindersUseCase } from '../use-cases/sweep-assessment-reminders.use-case';

// The worker computes each scheduler's next run as it fires: the memoized strategy makes that cheap.
@Processor(
  QueueName.reminders,
  processorOptions({ concurrency: 100, settings: { repeatStrategy: reminderRepeatStrategy } }),
)
export class RemindersProcessor extends LoggedWorkerHost {
  constructor(
    private readonly materializeReminder: MaterializeReminderUseCase,
    private readonly reconcileSchedules: ReconcileSchedulesUseCase,
    private readonly sweepAssessmentReminders: SweepAssessmentRemindersUseCase,
  ) {
    super();
  }

  async process(job: Job<unknown>): Promise<unknown> {
    switch (job.name) {
      case ReminderJob.materializeReminder:
        // The scheduler stamps each firing with the instant it was due (prevMillis): the occurrence follows from
        // that instant, however late the job runs.
        return this.materializeReminder.execute({
          payload: materializeReminderPayloadSchema.parse(job.data),
          firedAt: new Date(job.opts.prevMillis ?? job.timestamp),
        });
      case ReminderJob.reconcileSchedules:
        noPayloadSchema.parse(job.data);
        return this.reconcileSchedules.execute();
      case ReminderJob.sweepAssessmentReminders:
        noPayloadSchema.parse(job.data);
        return this.sweepAssessmentReminders.execute();
      default:
        return unknownJob(QueueName.reminders, job.name);
    }
  }
}
