import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName, ReminderJob } from '@anchor/contracts';
import { MaterializeReminderUseCase } from './materialize-reminder.use-case';
import { reminderRepeatStrategy } from './memoized-repeat-strategy';
import { ReconcileSchedulesUseCase } from './reconcile-schedules.use-case';
import type { MaterializeReminderPayload } from './reminder-jobs.service';
import { SweepAssessmentRemindersUseCase } from './sweep-assessment-reminders.use-case';

/** Payload of ReminderJob.reconcileSchedules and ReminderJob.sweepAssessmentReminders: none. */
export type ReminderSweepPayload = Record<string, never>;

// The worker computes each scheduler's next run as it fires: the memoized strategy makes that cheap.
@Processor(QueueName.reminders, { concurrency: 100, settings: { repeatStrategy: reminderRepeatStrategy } })
export class RemindersProcessor extends WorkerHost {
  constructor(
    private readonly materialize: MaterializeReminderUseCase,
    private readonly reconcile: ReconcileSchedulesUseCase,
    private readonly sweep: SweepAssessmentRemindersUseCase,
  ) {
    super();
  }

  async process(job: Job<MaterializeReminderPayload | ReminderSweepPayload>): Promise<unknown> {
    switch (job.name) {
      case ReminderJob.materializeReminder:
        // The scheduler stamps each firing with the instant it was due (prevMillis): the occurrence is that
        // instant, however late the job runs.
        return this.materialize.execute(
          job.data as MaterializeReminderPayload,
          new Date(job.opts.prevMillis ?? job.timestamp),
        );
      case ReminderJob.reconcileSchedules:
        return this.reconcile.execute();
      case ReminderJob.sweepAssessmentReminders:
        return this.sweep.execute();
      default:
        return undefined;
    }
  }
}
