import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CHECKOUT_RESULT_PARAM,
  CHECKOUT_SESSION_PARAM,
  PLANS,
  SubscriptionErrorCode,
  SubscriptionMessages,
  type CheckoutReturn,
  type CheckoutStarted,
  type StartCheckoutRequest,
} from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { PaymentProvider } from '../payment-provider';

/** Fixed pages on this server, never a URL from the request (no open redirect through the payment page). */
const RETURN_PATHS: Record<CheckoutReturn, string> = { onboarding: '/auth', settings: '/' };

/**
 * Opens the processor's payment page for a plan: with the free trial when it was never used, else the first
 * period is paid there. Nothing starts here; the plan starts once the processor confirms the payment.
 */
@Injectable()
export class StartCheckoutUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(userId: number, request: StartCheckoutRequest): Promise<CheckoutStarted> {
    if (!this.provider.hostedCheckout) {
      throw new ApiException(409, SubscriptionMessages.checkoutUnavailable, {
        code: SubscriptionErrorCode.checkoutUnavailable,
      });
    }
    const existing = await this.dataSource.getRepository(SubscriptionEntity).findOneBy({ userId });
    if (existing && existing.status !== 'expired') {
      throw new ApiException(409, SubscriptionMessages.alreadySubscribed, {
        code: SubscriptionErrorCode.alreadySubscribed,
      });
    }
    const back = `${this.config.publicUrl}${RETURN_PATHS[request.returnTo]}?${CHECKOUT_RESULT_PARAM}`;
    const session = await this.provider.createCheckout({
      userId,
      plan: request.plan,
      paymentMethod: request.paymentMethod,
      trialDays: existing ? 0 : PLANS[request.plan].trialDays,
      // Stripe fills in {CHECKOUT_SESSION_ID} itself.
      successUrl: `${back}=success&${CHECKOUT_SESSION_PARAM}={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}=cancelled`,
    });
    return { url: session.url };
  }
}
