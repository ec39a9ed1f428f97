import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  pauseSubscriptionSchema,
  type PauseSubscriptionRequest,
  startTrialSchema,
  type StartTrialRequest,
  SubscriptionApiPath,
  type SubscriptionState,
} from '@anchor/contracts';
import { apiRoute } from '../../common/api-route';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get(apiRoute(SubscriptionApiPath.subscription))
  get(@CurrentUser() user: UserEntity): Promise<SubscriptionState> {
    return this.subscriptions.get(user.id);
  }

  @Post(apiRoute(SubscriptionApiPath.trial))
  @HttpCode(201)
  startTrial(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(startTrialSchema)) body: StartTrialRequest,
  ): Promise<SubscriptionState> {
    return this.subscriptions.startTrial(user.id, body);
  }

  @Post(apiRoute(SubscriptionApiPath.cancel))
  @HttpCode(200)
  cancel(@CurrentUser() user: UserEntity): Promise<SubscriptionState> {
    return this.subscriptions.cancel(user.id);
  }

  @Post(apiRoute(SubscriptionApiPath.pause))
  @HttpCode(200)
  pause(
    @CurrentUser() user: UserEntity,
    @Body(new ZodValidationPipe(pauseSubscriptionSchema)) body: PauseSubscriptionRequest,
  ): Promise<SubscriptionState> {
    return this.subscriptions.pause(user.id, body.months);
  }

  @Post(apiRoute(SubscriptionApiPath.resume))
  @HttpCode(200)
  resume(@CurrentUser() user: UserEntity): Promise<SubscriptionState> {
    return this.subscriptions.resume(user.id);
  }
}
