import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@anchor/contracts';
import { MedicationsModule } from '../medications/medications.module';
import { NotificationsCoreModule } from '../notifications/notifications-core.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ReminderScheduleEntity } from './entities/reminder-schedule.entity';
import { reminderRepeatStrategy } from './jobs/memoized-repeat-strategy';
import { ReminderJobsService } from './jobs/reminder-jobs.service';
import { ReminderSchedulesService } from './reminder-schedules.service';
import { ScheduleOneOffReminderUseCase } from './use-cases/schedule-one-off-reminder.use-case';
import { MaterializeOccurrencesUseCase } from './use-cases/materialize-occurrences.use-case';
import { PreparedOccurrencesService } from './prepared-occurrences.service';
import { SaveMedicationUseCase } from './use-cases/save-medication.use-case';

/** Reminder schedules and their BullMQ schedulers, shared by the api and the worker. */
@Module({
  imports: [
    NotificationsCoreModule,
    MedicationsModule,
    UsersCoreModule,
    TypeOrmModule.forFeature([ReminderScheduleEntity]),
    // Upserting thousands of schedulers (reconcile) computes as many next runs: memoized, like the worker's.
    BullModule.registerQueue({ name: QueueName.reminders, settings: { repeatStrategy: reminderRepeatStrategy } }),
  ],
  providers: [
    ReminderJobsService,
    ReminderSchedulesService,
    ScheduleOneOffReminderUseCase,
    MaterializeOccurrencesUseCase,
    PreparedOccurrencesService,
    SaveMedicationUseCase,
  ],
  exports: [
    NotificationsCoreModule,
    UsersCoreModule,
    TypeOrmModule,
    ReminderJobsService,
    ReminderSchedulesService,
    ScheduleOneOffReminderUseCase,
    MaterializeOccurrencesUseCase,
    PreparedOccurrencesService,
    SaveMedicationUseCase,
  ],
})
export class RemindersCoreModule {}
