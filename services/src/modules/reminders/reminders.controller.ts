import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  NotificationApiPath,
  medicationReminderSchema,
  moodCheckReminderSchema,
  wellnessTipsReminderSchema,
  type MedicationReminderResponse,
  type ReminderListResponse,
  type ReminderToggleResponse,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { idParamSchema, type IdParam } from '../../common/id-param';
import type { UserEntity } from '../users/entities/user.entity';
import { ReminderSchedulesService } from './reminder-schedules.service';

@Controller()
export class RemindersController {
  constructor(private readonly reminders: ReminderSchedulesService) {}

  @Get(apiRoute(NotificationApiPath.reminders))
  list(@CurrentUser() user: UserEntity): Promise<ReminderListResponse> {
    return this.reminders.list(user.id);
  }

  @Put(apiRoute(NotificationApiPath.moodCheck))
  moodCheck(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(moodCheckReminderSchema)) body: z.output<typeof moodCheckReminderSchema>,
  ): Promise<ReminderToggleResponse> {
    return this.reminders.setDaily(user.id, 'mood_check', body);
  }

  @Put(apiRoute(NotificationApiPath.wellnessTips))
  wellnessTips(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(wellnessTipsReminderSchema)) body: z.output<typeof wellnessTipsReminderSchema>,
  ): Promise<ReminderToggleResponse> {
    return this.reminders.setDaily(user.id, 'wellness_tip', body);
  }

  @Post(apiRoute(NotificationApiPath.medicationReminder))
  medication(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(medicationReminderSchema)) body: z.output<typeof medicationReminderSchema>,
  ): Promise<MedicationReminderResponse> {
    return this.reminders.addMedication(user.id, body);
  }

  @Delete(apiRoute(NotificationApiPath.reminder))
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param(new ZodValidationPipe(idParamSchema)) params: IdParam): Promise<void> {
    return this.reminders.deleteSchedule(user.id, params.id);
  }

  @Delete(apiRoute(NotificationApiPath.medication))
  @HttpCode(204)
  removeMedication(
    @CurrentUser() user: UserEntity,
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
  ): Promise<void> {
    return this.reminders.deleteMedication(user.id, params.id);
  }
}
