import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@anchor/contracts';
import { Medication } from '../medications/entities/medication.entity';
import { NotificationsCoreModule } from '../notifications/notifications-core.module';
import { User } from '../users/entities/user.entity';
import { ReminderSchedule } from './entities/reminder-schedule.entity';
import { reminderRepeatStrategy } from './memoized-repeat-strategy';
import { ReminderSchedulerService } from './reminder-scheduler.service';
import { ReminderSchedulesService } from './reminder-schedules.service';
import { ScheduleOneOffReminderUseCase } from './schedule-one-off-reminder.use-case';

/** Reminder schedules and their BullMQ schedulers, shared by the api and the worker. */
@Module({
  imports: [
    NotificationsCoreModule,
    TypeOrmModule.forFeature([ReminderSchedule, Medication, User]),
    // Upserting thousands of schedulers (reconcile) computes as many next runs: memoized, like the worker's.
    BullModule.registerQueue({ name: QueueName.reminders, settings: { repeatStrategy: reminderRepeatStrategy } }),
  ],
  providers: [ReminderSchedulerService, ReminderSchedulesService, ScheduleOneOffReminderUseCase],
  exports: [
    NotificationsCoreModule,
    TypeOrmModule,
    ReminderSchedulerService,
    ReminderSchedulesService,
    ScheduleOneOffReminderUseCase,
  ],
})
export class RemindersCoreModule {}
