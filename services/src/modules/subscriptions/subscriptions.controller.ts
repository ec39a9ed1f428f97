import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  confirmCheckoutSchema,
  pauseSubscriptionSchema,
  startCheckoutSchema,
  type CheckoutStarted,
  startTrialSchema,
  SubscriptionApiPath,
  type SubscriptionState,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { ZodBody } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import { UserEntity } from '../users/entities/user.entity';
import { SubscriptionsService } from './subscriptions.service';
import { ConfirmCheckoutUseCase } from './use-cases/confirm-checkout.use-case';
import { StartCheckoutUseCase } from './use-cases/start-checkout.use-case';

@Controller()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly startCheckout: StartCheckoutUseCase,
    private readonly confirmCheckout: ConfirmCheckoutUseCase,
  ) {}

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

  @Post(apiRoute(SubscriptionApiPath.checkout))
  @HttpCode(201)
  checkout(
    @CurrentUser() user: UserEntity,
    @ZodBody(startCheckoutSchema) body: z.output<typeof startCheckoutSchema>,
  ): Promise<CheckoutStarted> {
    return this.startCheckout.execute(user.id, body);
  }

  @Post(apiRoute(SubscriptionApiPath.checkoutConfirm))
  @HttpCode(200)
  confirm(
    @CurrentUser() user: UserEntity,
    @ZodBody(confirmCheckoutSchema) body: z.output<typeof confirmCheckoutSchema>,
  ): Promise<SubscriptionState> {
    return this.confirmCheckout.execute(user.id, body.sessionId);
  }
}
