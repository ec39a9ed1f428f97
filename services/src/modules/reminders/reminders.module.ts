import { Module } from '@nestjs/common';
import { RemindersCoreModule } from './reminders-core.module';
import { RemindersController } from './reminders.controller';

/** The api's schedule management calls (settings Push card, onboarding). */
@Module({
  imports: [RemindersCoreModule],
  controllers: [RemindersController],
})
export class RemindersModule {}
