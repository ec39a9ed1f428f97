import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Inject, Injectable } from '@nestjs/common';
import webpush from 'web-push';
import type { PushPayload } from '@anchor/contracts';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { guardedLookup } from '../../../common/outbound-address';
import { endpointProblem, isStandIn } from './push-endpoint-policy';
import { VapidAuthorization } from './vapid-authorization';

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * sent: the push service accepted it; gone: 404/410, the subscription is dead; refused: the endpoint points where
 * pushes may not go (it is dropped); retry: try again later. `reason` is for the operator's log only: what the
 * user sees never tells an open port from a closed one.
 */
export type PushOutcome =
  { kind: 'sent' } | { kind: 'gone' } | { kind: 'refused'; reason: string } | { kind: 'retry'; reason: string };

/** Push services keep an undelivered message this long (seconds): a reminder older than a day is stale. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291). web-push builds the
 * encrypted request; node's http(s) sends it with a lookup that refuses private and local addresses, so the
 * address checked is the address connected to. Only the configured push services' hosts are reached.
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
    const problem = endpointProblem(target.endpoint, this.config.pushEndpoints);
    if (problem) return { kind: 'refused', reason: `endpoint ${problem}` };
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
      const status = await this.post(request as PushRequest);
      if (status === 404 || status === 410) return { kind: 'gone' };
      if (status >= 200 && status < 300) return { kind: 'sent' };
      return { kind: 'retry', reason: `push service answered ${status}` };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EFORBIDDENADDRESS') return { kind: 'refused', reason: (error as Error).message };
      return { kind: 'retry', reason: `push service unreachable (${code ?? (error as Error).name})` };
    }
  }

  /** POSTs the push and answers the status; redirects are not followed (a 3xx is a failed push). */
  private post(request: PushRequest): Promise<number> {
    const url = new URL(request.endpoint);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const lookup = isStandIn(url, this.config.pushEndpoints) ? undefined : guardedLookup;
    return new Promise((resolve, reject) => {
      const outgoing = send(
        url,
        { method: request.method, headers: request.headers, lookup, timeout: PUSH_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('push timed out'), { code: 'ETIMEDOUT' })));
      outgoing.on('error', reject);
      outgoing.end(request.body ?? undefined);
    });
  }
}
