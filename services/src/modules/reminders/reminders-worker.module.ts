import { Module } from '@nestjs/common';
import { DeliverNotificationUseCase } from '../notifications/deliver-notification.use-case';
import { NotificationDeliveryProcessor } from '../notifications/notification-delivery.processor';
import { MaterializeReminderUseCase } from './materialize-reminder.use-case';
import { ReconcileSchedulesUseCase } from './reconcile-schedules.use-case';
import { RemindersBootstrap } from './reminders-bootstrap.scheduler';
import { RemindersCoreModule } from './reminders-core.module';
import { RemindersProcessor } from './reminders.processor';
import { SweepAssessmentRemindersUseCase } from './sweep-assessment-reminders.use-case';

/** The worker side of issue 5: schedule firings, delivery, reconcile and the assessment sweep. */
@Module({
  imports: [RemindersCoreModule],
  providers: [
    MaterializeReminderUseCase,
    ReconcileSchedulesUseCase,
    SweepAssessmentRemindersUseCase,
    DeliverNotificationUseCase,
    RemindersProcessor,
    NotificationDeliveryProcessor,
    RemindersBootstrap,
  ],
})
export class RemindersWorkerModule {}
