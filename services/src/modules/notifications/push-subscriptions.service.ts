import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RegisterTokenRequest, RegisterTokenResponse, VapidPublicKeyResponse } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { type AppConfig, APP_CONFIG } from '../../config';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';

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
   * Upsert by endpoint (or native token). A subscription belongs to a browser: when another account signs in on
   * it and registers, the subscription moves to that account, so the previous one stops receiving its pushes.
   */
  async register(userId: number, request: RegisterTokenRequest): Promise<RegisterTokenResponse> {
    const token = request.token;
    if (typeof token === 'string') {
      const platform = 'platform' in request ? request.platform : null;
      const rows: { id: number }[] = await this.subscriptions.query(
        `INSERT INTO push_subscriptions (user_id, kind, native_token, platform) VALUES ($1, 'native', $2, $3)
         ON CONFLICT (native_token) DO UPDATE SET user_id = EXCLUDED.user_id, platform = EXCLUDED.platform
         RETURNING id`,
        [userId, token, platform],
      );
      return { id: rows[0].id, kind: 'native' };
    }
    // Push services are https; plain http is accepted only outside production (local stand-ins in tests).
    if (this.config.isProduction && !token.endpoint.startsWith('https://')) {
      throw new ApiException(400, 'token.endpoint: must be an https URL', { field: 'token.endpoint' });
    }
    const rows: { id: number }[] = await this.subscriptions.query(
      `INSERT INTO push_subscriptions (user_id, kind, endpoint, p256dh, auth) VALUES ($1, 'web', $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
       RETURNING id`,
      [userId, token.endpoint, token.keys.p256dh, token.keys.auth],
    );
    return { id: rows[0].id, kind: 'web' };
  }

  async unregister(userId: number, endpoint: string): Promise<{ removed: number }> {
    const result = await this.subscriptions
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId AND (endpoint = :endpoint OR native_token = :endpoint)', { userId, endpoint })
      .execute();
    return { removed: result.affected ?? 0 };
  }
}
