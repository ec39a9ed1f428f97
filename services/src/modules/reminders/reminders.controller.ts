import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
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
import { ZodBody, ZodParams } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { idParamSchema } from '../../common/id-param';
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
    @ZodBody(moodCheckReminderSchema) body: z.output<typeof moodCheckReminderSchema>,
  ): Promise<ReminderToggleResponse> {
    return this.reminders.setDaily(user.id, 'mood_check', body);
  }

  @Put(apiRoute(NotificationApiPath.wellnessTips))
  wellnessTips(
    @CurrentUser() user: UserEntity,
    @ZodBody(wellnessTipsReminderSchema) body: z.output<typeof wellnessTipsReminderSchema>,
  ): Promise<ReminderToggleResponse> {
    return this.reminders.setDaily(user.id, 'wellness_tip', body);
  }

  @Post(apiRoute(NotificationApiPath.medicationReminder))
  medication(
    @CurrentUser() user: UserEntity,
    @ZodBody(medicationReminderSchema) body: z.output<typeof medicationReminderSchema>,
  ): Promise<MedicationReminderResponse> {
    return this.reminders.addMedication(user.id, body);
  }

  @Delete(apiRoute(NotificationApiPath.reminder))
  @HttpCode(204)
  remove(
    @CurrentUser() user: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    return this.reminders.deleteSchedule(user.id, params.id);
  }

  @Delete(apiRoute(NotificationApiPath.medication))
  @HttpCode(204)
  removeMedication(
    @CurrentUser() user: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<void> {
    return this.reminders.deleteMedication(user.id, params.id);
  }
}
