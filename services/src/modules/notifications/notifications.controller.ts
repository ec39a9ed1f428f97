import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  NotificationApiPath,
  notificationListQuerySchema,
  sendImmediateSchema,
  type NotificationItem,
  type NotificationListQuery,
  type NotificationListResponse,
  type SendImmediateRequest,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { idParamSchema, type IdParam } from '../../common/id-param';
import { toNotificationItem } from './notification.mapper';
import { NotificationsService } from './notifications.service';
import { SendImmediateNotificationUseCase } from './send-immediate-notification.use-case';

/** The in-app list and send-immediate; scheduling and Taken/Snooze are served by the reminders module. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly sendImmediateNotification: SendImmediateNotificationUseCase,
  ) {}

  @Get(apiRoute(NotificationApiPath.notifications))
  list(
    @CurrentUser() user: UserEntity,
    @Query(new ZodValidationPipe(notificationListQuerySchema)) query: Required<NotificationListQuery>,
  ): Promise<NotificationListResponse> {
    return this.notifications.list(user.id, Number(query.page), Number(query.pageSize));
  }

  @Post(apiRoute(NotificationApiPath.readAll))
  @HttpCode(200)
  readAll(@CurrentUser() user: UserEntity): Promise<{ updated: number }> {
    return this.notifications.markAllRead(user.id);
  }

  @Post(apiRoute(NotificationApiPath.read))
  @HttpCode(200)
  read(
    @CurrentUser() user: UserEntity,
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
  ): Promise<NotificationItem> {
    return this.notifications.markRead(user.id, params.id);
  }

  @Post(apiRoute(NotificationApiPath.sendImmediate))
  async sendImmediate(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(sendImmediateSchema)) body: SendImmediateRequest,
  ): Promise<NotificationItem> {
    return toNotificationItem(await this.sendImmediateNotification.execute({ userId: user.id, request: body }));
  }
}
