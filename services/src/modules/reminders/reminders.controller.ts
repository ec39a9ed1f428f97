import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  NotificationApiPath,
  dailyReminderParamsSchema,
  dailyReminderSchema,
  medicationReminderSchema,
  medicationRemindersSwitchSchema,
  type MedicationReminderResponse,
  type MedicationRemindersSwitchResponse,
  type ReminderListResponse,
  type ReminderToggleResponse,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodParams } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { idParamSchema } from '../../common/id-param';
import type { UserEntity } from '../users/entities/user.entity';
import { toReminderScheduleDto } from './reminder-schedule.mapper';
import { ReminderSchedulesService } from './reminder-schedules.service';
import { SaveMedicationUseCase } from './use-cases/save-medication.use-case';
import { Clock } from '../../common/clock';

type DailyReminderBody = z.output<typeof dailyReminderSchema>;

@Controller()
export class RemindersController {
  constructor(
    private readonly reminders: ReminderSchedulesService,
    private readonly saveMedication: SaveMedicationUseCase,
    private readonly clock: Clock,
  ) {}

  @Get(apiRoute(NotificationApiPath.reminders))
  list(@CurrentUser() user: UserEntity): Promise<ReminderListResponse> {
    return this.reminders.list(user.id);
  }

  @Put(apiRoute(NotificationApiPath.dailyReminder))
  daily(
    @CurrentUser() user: UserEntity,
    @ZodParams(dailyReminderParamsSchema) params: z.output<typeof dailyReminderParamsSchema>,
    @ZodBody(dailyReminderSchema) body: DailyReminderBody,
  ): Promise<ReminderToggleResponse> {
    return this.reminders.setDaily(user.id, params.kind, body);
  }

  /** The spec's route for the daily mood check: PUT /api/reminders/daily/mood_check. */
  @Put(apiRoute(NotificationApiPath.moodCheck))
  moodCheck(
    @CurrentUser() user: UserEntity,
    @ZodBody(dailyReminderSchema) body: DailyReminderBody,
  ): Promise<ReminderToggleResponse> {
    return this.reminders.setDaily(user.id, 'mood_check', body);
  }

  /** The spec's route for the daily tip: PUT /api/reminders/daily/wellness_tip. */
  @Put(apiRoute(NotificationApiPath.wellnessTips))
  wellnessTips(
    @CurrentUser() user: UserEntity,
    @ZodBody(dailyReminderSchema) body: DailyReminderBody,
  ): Promise<ReminderToggleResponse> {
    return this.reminders.setDaily(user.id, 'wellness_tip', body);
  }

  @Put(apiRoute(NotificationApiPath.medicationReminders))
  async medicationReminders(
    @CurrentUser() user: UserEntity,
    @ZodBody(medicationRemindersSwitchSchema) body: z.output<typeof medicationRemindersSwitchSchema>,
  ): Promise<MedicationRemindersSwitchResponse> {
    await this.reminders.setMedicationReminders(user.id, body.enabled);
    return { enabled: body.enabled };
  }

  /** A medication with one daily time, added the one way medications are (SaveMedicationUseCase). */
  @Post(apiRoute(NotificationApiPath.medicationReminder))
  async medication(
    @CurrentUser() user: UserEntity,
    @ZodBody(medicationReminderSchema) body: z.output<typeof medicationReminderSchema>,
  ): Promise<MedicationReminderResponse> {
    const { medicationName, dosage, time, timeZone } = body;
    const saved = await this.saveMedication.execute({
      userId: user.id,
      medicationId: null,
      medication: { name: medicationName, dosage: dosage || null, times: [time], timeZone },
    });
    return { medicationId: saved.medication.id, schedule: toReminderScheduleDto(saved.schedules[0], this.clock.now()) };
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
