import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  NotificationApiPath,
  notificationListQuerySchema,
  sendImmediateSchema,
  type NotificationItem,
  type NotificationListResponse,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody, ZodParams, ZodQuery } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { idParamSchema } from '../../common/id-param';
import { toNotificationItem } from './notification.mapper';
import { NotificationsService } from './notifications.service';
import { SendImmediateNotificationUseCase } from './use-cases/send-immediate-notification.use-case';

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
    @ZodQuery(notificationListQuerySchema) query: z.output<typeof notificationListQuerySchema>,
  ): Promise<NotificationListResponse> {
    return this.notifications.list(user.id, query.page, query.pageSize);
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
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
  ): Promise<NotificationItem> {
    return this.notifications.markRead(user.id, params.id);
  }

  @Post(apiRoute(NotificationApiPath.sendImmediate))
  async sendImmediate(
    @CurrentUser() user: UserEntity,
    @ZodBody(sendImmediateSchema) body: z.output<typeof sendImmediateSchema>,
  ): Promise<NotificationItem> {
    return toNotificationItem(await this.sendImmediateNotification.execute({ userId: user.id, request: body }));
  }
}
