import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  NotificationApiPath,
  registerTokenSchema,
  unregisterSubscriptionSchema,
  type RegisterTokenRequest,
  type RegisterTokenResponse,
  type UnregisterSubscriptionRequest,
  type VapidPublicKeyResponse,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
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
    @Body(new ZodValidationPipe(registerTokenSchema)) body: RegisterTokenRequest,
  ): Promise<RegisterTokenResponse> {
    return this.subscriptions.register(user.id, body);
  }

  @Delete(apiRoute(NotificationApiPath.subscriptions))
  @HttpCode(200)
  unregister(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(unregisterSubscriptionSchema)) body: UnregisterSubscriptionRequest,
  ): Promise<{ removed: number }> {
    return this.subscriptions.unregister(user.id, body.endpoint);
  }
}
