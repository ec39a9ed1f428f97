import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SubscriptionApiPath } from '@anchor/contracts';
import { apiRoute } from '../../../common/api-route';
import { ApiException } from '../../../common/api-error';
import { Public } from '../../../common/auth/decorators/public.decorator';
import { HandlePaymentEventUseCase, type PaymentEventOutcome } from '../use-cases/handle-payment-event.use-case';
import { STRIPE_WEBHOOK } from './stripe.providers';
import { type StripeWebhookService, WebhookSignatureError } from './stripe-webhook.service';

/** Stripe's calls: no session, the Stripe-Signature header over the raw body proves where they come from. */
@Controller()
export class StripeWebhookController {
  constructor(
    @Inject(STRIPE_WEBHOOK) private readonly webhook: StripeWebhookService | null,
    private readonly handlePaymentEvent: HandlePaymentEventUseCase,
  ) {}

  @Public()
  @Post(apiRoute(SubscriptionApiPath.stripeWebhook))
  @HttpCode(200)
  async receive(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: PaymentEventOutcome }> {
    if (!this.webhook) throw new ApiException(404, 'Stripe is not set up on this server');
    let verified;
    try {
      verified = this.webhook.verify(request.rawBody ?? '', signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      throw new ApiException(400, 'stripe-signature: the signature does not match the body', {
        field: 'stripe-signature',
      });
    }
    return { received: true, outcome: await this.handlePaymentEvent.execute(verified) };
  }
}
