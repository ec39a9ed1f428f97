import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  NotificationApiPath,
  registerTokenSchema,
  unregisterSubscriptionSchema,
  type RegisterTokenResponse,
  type VapidPublicKeyResponse,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { PushSubscriptionsService } from './push-subscriptions.service';

@Controller()
export class PushSubscriptionsController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Get(apiRoute(NotificationApiPath.vapidPublicKey))
  vapidPublicKey(): VapidPublicKeyResponse {
    return this.subscriptions.vapidPublicKey();
  }

  @Post(apiRoute(NotificationApiPath.registerToken))
  register(
    @CurrentUser() user: UserEntity,
    @ZodBody(registerTokenSchema) body: z.output<typeof registerTokenSchema>,
  ): Promise<RegisterTokenResponse> {
    return this.subscriptions.register(user.id, body);
  }

  @Delete(apiRoute(NotificationApiPath.subscriptions))
  @HttpCode(200)
  unregister(
    @CurrentUser() user: UserEntity,
    @ZodBody(unregisterSubscriptionSchema) body: z.output<typeof unregisterSubscriptionSchema>,
  ): Promise<{ removed: number }> {
    return this.subscriptions.unregister(user.id, body.endpoint);
  }
}
