import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { stripeWebhookProvider } from './stripe/stripe.providers';
import { StripeWebhookController } from './stripe/stripe-webhook.controller';
import { SubscriptionLifecycleModule } from './subscription-lifecycle.module';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { ConfirmCheckoutUseCase } from './use-cases/confirm-checkout.use-case';
import { StartCheckoutUseCase } from './use-cases/start-checkout.use-case';

@Module({
  imports: [SubscriptionLifecycleModule, UsersCoreModule],
  controllers: [SubscriptionsController, StripeWebhookController],
  providers: [SubscriptionsService, StartCheckoutUseCase, ConfirmCheckoutUseCase, stripeWebhookProvider],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
