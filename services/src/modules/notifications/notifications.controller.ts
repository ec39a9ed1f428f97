import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  NotificationApiPath,
  notificationActionSchema,
  notificationListQuerySchema,
  scheduleNotificationSchema,
  sendImmediateSchema,
  type NotificationActionRequest,
  type NotificationActionResponse,
  type NotificationItem,
  type NotificationListQuery,
  type NotificationListResponse,
  type ScheduleNotificationRequest,
  type SendImmediateRequest,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { idParamSchema, type IdParam } from './id-param';
import { NotificationActionUseCase } from './notification-action.use-case';
import { toNotificationItem } from './notification.mapper';
import { NotificationsService } from './notifications.service';
import { SendNotificationUseCase } from './send-notification.use-case';

@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly send: SendNotificationUseCase,
    private readonly actions: NotificationActionUseCase,
  ) {}

  @Get(apiRoute(NotificationApiPath.notifications))
  list(
    @CurrentUser() user: User,
    @Query(new ZodValidationPipe(notificationListQuerySchema)) query: Required<NotificationListQuery>,
  ): Promise<NotificationListResponse> {
    return this.notifications.list(user.id, Number(query.page), Number(query.pageSize));
  }

  @Post(apiRoute(NotificationApiPath.readAll))
  @HttpCode(200)
  readAll(@CurrentUser() user: User): Promise<{ updated: number }> {
    return this.notifications.markAllRead(user.id);
  }

  @Post(apiRoute(NotificationApiPath.read))
  @HttpCode(200)
  read(
    @CurrentUser() user: User,
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
  ): Promise<NotificationItem> {
    return this.notifications.markRead(user.id, params.id);
  }

  @Post(apiRoute(NotificationApiPath.actions))
  @HttpCode(200)
  act(
    @CurrentUser() user: User,
    @Param(new ZodValidationPipe(idParamSchema)) params: IdParam,
    @Body(new ZodValidationPipe(notificationActionSchema)) body: NotificationActionRequest,
  ): Promise<NotificationActionResponse> {
    return this.actions.execute(user.id, params.id, body.action);
  }

  @Post(apiRoute(NotificationApiPath.schedule))
  async schedule(
    @CurrentUser() user: User,
    @Body(new ZodValidationPipe(scheduleNotificationSchema)) body: ScheduleNotificationRequest,
  ): Promise<NotificationItem> {
    return toNotificationItem(await this.send.schedule(user.id, body));
  }

  @Post(apiRoute(NotificationApiPath.sendImmediate))
  async sendImmediate(
    @CurrentUser() user: User,
    @Body(new ZodValidationPipe(sendImmediateSchema)) body: SendImmediateRequest,
  ): Promise<NotificationItem> {
    return toNotificationItem(await this.send.now(user.id, body));
  }
}
