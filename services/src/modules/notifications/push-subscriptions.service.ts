import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ApiErrorCode,
  type RegisterTokenRequest,
  type RegisterTokenResponse,
  type VapidPublicKeyResponse,
} from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { type AppConfig, APP_CONFIG } from '../../config';
import { endpointProblem, resolvedEndpointProblem } from './delivery/push-endpoint-policy';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { deleteOwnSubscription, upsertNativeSubscription, upsertWebSubscription } from './notifications.queries';
import { securityEvent } from '../../common/logging/security-events';

@Injectable()
export class PushSubscriptionsService {
  constructor(
    @InjectRepository(PushSubscriptionEntity) private readonly subscriptions: Repository<PushSubscriptionEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  vapidPublicKey(): VapidPublicKeyResponse {
    if (!this.config.vapid) throw new ApiException(404, 'Web push is not configured on this server');
    return { publicKey: this.config.vapid.publicKey };
  }

  /**
   * Adds the caller's subscription, or refreshes its keys. A subscription (endpoint or native token) that belongs
   * to another account is never moved silently: the answer is 409, and the device must make a fresh one (the
   * browser unsubscribes and subscribes again, which gives a new endpoint and ends the old one at the push
   * service) or the other account must remove it with its own session.
   */
  async register(userId: number, request: RegisterTokenRequest): Promise<RegisterTokenResponse> {
    const token = request.token;
    if (typeof token === 'string') {
      const platform = 'platform' in request ? request.platform : null;
      const id = await upsertNativeSubscription(this.subscriptions, userId, token, platform);
      if (id === undefined) throw this.heldByAnotherAccount('token');
      return { id, kind: 'native' };
    }
    await this.assertPushable(token.endpoint);
    const id = await upsertWebSubscription(this.subscriptions, userId, { endpoint: token.endpoint, ...token.keys });
    if (id === undefined) throw this.heldByAnotherAccount('token.endpoint');
    return { id, kind: 'web' };
  }

  /** Push services only: refused before the row is written, and again by the worker at every send. */
  private async assertPushable(endpoint: string): Promise<void> {
    const settings = this.config.pushEndpoints;
    const problem = endpointProblem(endpoint, settings) ?? (await resolvedEndpointProblem(endpoint, settings));
    if (problem) securityEvent('push.endpoint_refused', { reason: problem });
    if (problem) throw new ApiException(400, `token.endpoint: ${problem}`, { field: 'token.endpoint' });
  }

  private heldByAnotherAccount(field: string): ApiException {
    securityEvent('push.subscription_taken', { reason: field });
    return new ApiException(
      409,
      `${field}: this device's push subscription belongs to another account; subscribe again to get a new one`,
      { field, code: ApiErrorCode.pushSubscriptionTaken },
    );
  }

  async unregister(userId: number, endpoint: string): Promise<{ removed: number }> {
    return { removed: await deleteOwnSubscription(this.subscriptions.manager, userId, endpoint) };
  }
}
