import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  pauseSubscriptionSchema,
  startTrialSchema,
  SubscriptionApiPath,
  type SubscriptionState,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
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
    @ZodBody(startTrialSchema) body: z.output<typeof startTrialSchema>,
  ): Promise<SubscriptionState> {
    return this.subscriptions.startTrial(user.id, body);
  }

  @Post(apiRoute(SubscriptionApiPath.start))
  @HttpCode(201)
  startPlan(
    @CurrentUser() user: UserEntity,
    @ZodBody(startTrialSchema) body: z.output<typeof startTrialSchema>,
  ): Promise<SubscriptionState> {
    return this.subscriptions.startPlan(user.id, body);
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
    @ZodBody(pauseSubscriptionSchema) body: z.output<typeof pauseSubscriptionSchema>,
  ): Promise<SubscriptionState> {
    return this.subscriptions.pause(user.id, body.months);
  }

  @Post(apiRoute(SubscriptionApiPath.resume))
  @HttpCode(200)
  resume(@CurrentUser() user: UserEntity): Promise<SubscriptionState> {
    return this.subscriptions.resume(user.id);
  }
}
