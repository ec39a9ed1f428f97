import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  NotificationApiPath,
  notificationActionSchema,
  scheduleNotificationSchema,
  type NotificationActionResponse,
  type NotificationItem,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodBody, ZodParams } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { toNotificationItem } from '../notifications/notification.mapper';
import type { UserEntity } from '../users/entities/user.entity';
import { RecordReminderActionUseCase } from './use-cases/record-reminder-action.use-case';
import { ScheduleNotificationUseCase } from './use-cases/schedule-notification.use-case';

/**
 * The notification calls that schedule: a notification at a later instant and Taken/Snooze. They live here
 * because reminders depend on notifications, never the reverse.
 */
@Controller()
export class ReminderNotificationsController {
  constructor(
    private readonly scheduleNotification: ScheduleNotificationUseCase,
    private readonly recordReminderAction: RecordReminderActionUseCase,
  ) {}

  @Post(apiRoute(NotificationApiPath.actions))
  @HttpCode(200)
  act(
    @CurrentUser() user: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
    @ZodBody(notificationActionSchema) body: z.output<typeof notificationActionSchema>,
  ): Promise<NotificationActionResponse> {
    return this.recordReminderAction.execute({ userId: user.id, notificationId: params.id, action: body.action });
  }

  @Post(apiRoute(NotificationApiPath.schedule))
  async schedule(
    @CurrentUser() user: UserEntity,
    @ZodBody(scheduleNotificationSchema) body: z.output<typeof scheduleNotificationSchema>,
  ): Promise<NotificationItem> {
    return toNotificationItem(await this.scheduleNotification.execute({ userId: user.id, request: body }));
  }
}
