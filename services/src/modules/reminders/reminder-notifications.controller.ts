import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  NotificationApiPath,
  notificationActionSchema,
  scheduleNotificationSchema,
  type NotificationActionRequest,
  type NotificationActionResponse,
  type NotificationItem,
  type ScheduleNotificationRequest,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { idParamSchema, type IdParam } from '../../common/id-param';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { toNotificationItem } from '../notifications/notification.mapper';
import type { UserEntity } from '../users/entities/user.entity';
import { RecordReminderActionUseCase } from './record-reminder-action.use-case';
import { ScheduleNotificationUseCase } from './schedule-notification.use-case';

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
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
    @Body(new ZodValidationPipe(notificationActionSchema)) body: NotificationActionRequest,
  ): Promise<NotificationActionResponse> {
    return this.recordReminderAction.execute({ userId: user.id, notificationId: params.id, action: body.action });
  }

  @Post(apiRoute(NotificationApiPath.schedule))
  async schedule(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(scheduleNotificationSchema)) body: ScheduleNotificationRequest,
  ): Promise<NotificationItem> {
    return toNotificationItem(await this.scheduleNotification.execute({ userId: user.id, request: body }));
  }
}
