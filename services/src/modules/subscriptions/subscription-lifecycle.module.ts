import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { ActivateCheckoutUseCase } from './use-cases/activate-checkout.use-case';
import { HandlePaymentEventUseCase } from './use-cases/handle-payment-event.use-case';
import { ProcessSubscriptionBoundariesUseCase } from './use-cases/process-subscription-boundaries.use-case';
import { paymentProviderProvider } from './stripe/stripe.providers';
import { SubscriptionBillingService } from './subscription-billing.service';

/**
 * Billing, processor events and the boundary sweep, shared by the api (trial start, checkout, webhook) and
 * the worker (the sweep). The processor is Stripe when configured, else the sandbox (docs/operations.md, "Payments").
 */
@Module({
  imports: [UsersCoreModule],
  providers: [
    paymentProviderProvider,
    SubscriptionBillingService,
    ActivateCheckoutUseCase,
    HandlePaymentEventUseCase,
    ProcessSubscriptionBoundariesUseCase,
  ],
  exports: [
    paymentProviderProvider,
    SubscriptionBillingService,
    ActivateCheckoutUseCase,
    HandlePaymentEventUseCase,
    ProcessSubscriptionBoundariesUseCase,
  ],
})
export class SubscriptionLifecycleModule {}
