import { Module } from '@nestjs/common';
import { MedicationsModule } from '../medications/medications.module';
import { MedicationsController } from './medications.controller';
import { ListMedicationsUseCase } from './use-cases/list-medications.use-case';
import { RecordReminderActionUseCase } from './use-cases/record-reminder-action.use-case';
import { ReminderNotificationsController } from './reminder-notifications.controller';
import { RemindersCoreModule } from './reminders-core.module';
import { RemindersController } from './reminders.controller';
import { ScheduleNotificationUseCase } from './use-cases/schedule-notification.use-case';

/** The api's reminder calls: schedule management (settings, onboarding), one-off scheduling, Taken/Snooze. */
@Module({
  imports: [RemindersCoreModule, MedicationsModule],
  controllers: [RemindersController, ReminderNotificationsController, MedicationsController],
  providers: [ScheduleNotificationUseCase, RecordReminderActionUseCase, ListMedicationsUseCase],
})
export class RemindersModule {}
