import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import type { PushPayload } from '@anchor/contracts';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { VapidAuthorization } from './vapid-authorization';

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service accepted it; gone: 404/410, the subscription is dead; retry: try again later. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; reason: string };

/** Push services keep an undelivered message this long (seconds): a reminder older than a day is stale. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291). web-push builds
 * the encrypted request; fetch sends it (web-push's own sender only speaks https, which local stand-ins lack).
 */
@Injectable()
export class WebPushSender {
  private readonly vapidAuthorization: VapidAuthorization | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.vapidAuthorization = config.vapid ? new VapidAuthorization(config.vapid) : null;
  }

  get enabled(): boolean {
    return this.config.vapid !== null;
  }

  async send(target: WebPushTarget, payload: PushPayload): Promise<PushOutcome> {
    if (!this.vapidAuthorization) return { kind: 'retry', reason: 'web push is not configured' };
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        // No vapidDetails: the VAPID header is signed once per origin (VapidAuthorization), not once per push.
        headers: { Authorization: this.vapidAuthorization.headerFor(target.endpoint) },
        TTL: PUSH_TTL_SECONDS,
        // Same topic on a resend: a push service still holding the first copy replaces it instead of adding one.
        topic: `n${payload.notificationId}`,
        urgency: payload.type === 'emergency' || payload.type === 'medication' ? 'high' : 'normal',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      if (response.ok) return { kind: 'sent' };
      return { kind: 'retry', reason: `push service answered ${response.status}` };
    } catch (error) {
      return { kind: 'retry', reason: `push service unreachable (${(error as Error).name})` };
    }
  }
}
