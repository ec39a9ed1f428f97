import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { PaymentProvider } from './payment-provider';
import { ProcessSubscriptionBoundariesUseCase } from './use-cases/process-subscription-boundaries.use-case';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { SubscriptionBillingService } from './subscription-billing.service';

/**
 * Billing and the boundary sweep, shared by the api (trial start) and the worker (the sweep).
 * A real processor replaces SandboxPaymentProvider here (see README, "Payments").
 */
@Module({
  imports: [UsersCoreModule],
  providers: [
    { provide: PaymentProvider, useClass: SandboxPaymentProvider },
    SubscriptionBillingService,
    ProcessSubscriptionBoundariesUseCase,
  ],
  exports: [SubscriptionBillingService, ProcessSubscriptionBoundariesUseCase],
})
export class SubscriptionLifecycleModule {}
