import { Injectable } from '@nestjs/common';
import { type ChargeRequest, type ChargeResult, PaymentProvider } from './payment-provider';

/** The default: succeeds, takes no money, and leaves a reference so payments rows show what would have happened. */
@Injectable()
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    return { status: 'succeeded', amountChargedCents: 0, providerReference: `sandbox:${request.idempotencyKey}` };
  }
}
