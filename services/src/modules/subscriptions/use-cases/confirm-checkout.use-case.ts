import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SubscriptionErrorCode, SubscriptionMessages, type SubscriptionState } from '@anchor/contracts';
import { ApiException } from '../../../common/api-error';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { PaymentProvider } from '../payment-provider';
import { SubscriptionBillingService } from '../subscription-billing.service';
import { toSubscriptionState } from '../subscription-state.mapper';
import { ActivateCheckoutUseCase } from './activate-checkout.use-case';

/**
 * Back from the payment page: the return URL alone proves nothing, so the session is read from the processor
 * and the plan starts only when it is complete, paid (or set up for a trial) and this person's own.
 */
@Injectable()
export class ConfirmCheckoutUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly billing: SubscriptionBillingService,
    private readonly activateCheckout: ActivateCheckoutUseCase,
  ) {}

  async execute(userId: number, sessionId: string): Promise<SubscriptionState> {
    if (!this.provider.hostedCheckout) {
      throw new ApiException(409, SubscriptionMessages.checkoutUnavailable, {
        code: SubscriptionErrorCode.checkoutUnavailable,
      });
    }
    const checkout = await this.provider.retrieveCheckout(sessionId).catch(() => null);
    if (!checkout || checkout.userId !== userId) {
      throw new ApiException(409, SubscriptionMessages.checkoutIncomplete, {
        code: SubscriptionErrorCode.checkoutIncomplete,
      });
    }
    const sub = await this.dataSource.transaction(async (manager) => {
      await this.activateCheckout.execute(manager, checkout);
      return manager.getRepository(SubscriptionEntity).findOneBy({ userId });
    });
    return toSubscriptionState(sub, this.billing.processor);
  }
}
