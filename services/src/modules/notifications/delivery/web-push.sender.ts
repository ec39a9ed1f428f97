import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
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

/**
 * A push ready to POST: the body already encrypted for its subscription (RFC 8291: only that browser can read
 * it) and the headers that go with it. The VAPID Authorization is added when it is sent.
 */
export interface EncryptedPush {
  headers: Record<string, string | number>;
  body: Buffer;
}

/** Push services keep an undelivered message this long (seconds): a reminder older than a day is stale. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;
/** Connections kept open per push service: the pushes of one minute reuse them instead of a handshake each. */
const SOCKETS_PER_PUSH_SERVICE = 64;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291). web-push encrypts the
 * payload; node's http(s) sends it over kept-alive connections with a lookup that refuses private and local
 * addresses, so the address checked is the address connected to. Only the configured push services' hosts are
 * reached.
 */
@Injectable()
export class WebPushSender implements OnApplicationShutdown {
  private readonly vapidAuthorization: VapidAuthorization | null;
  private readonly agents = {
    'http:': new HttpAgent({ keepAlive: true, maxSockets: SOCKETS_PER_PUSH_SERVICE }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets: SOCKETS_PER_PUSH_SERVICE }),
  };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.vapidAuthorization = config.vapid ? new VapidAuthorization(config.vapid) : null;
  }

  get enabled(): boolean {
    return this.config.vapid !== null;
  }

  onApplicationShutdown(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  /** Why this endpoint may not be pushed to, or null. */
  refusal(endpoint: string): string | null {
    const problem = endpointProblem(endpoint, this.config.pushEndpoints);
    return problem ? `endpoint ${problem}` : null;
  }

  /** The payload encrypted for this subscription (the CPU-heavy part of a push), to send now or later. */
  encrypt(target: WebPushTarget, payload: PushPayload): EncryptedPush {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        // No vapidDetails: the VAPID header is signed once per origin (VapidAuthorization) and added at send.
        TTL: PUSH_TTL_SECONDS,
        // Same topic on a resend: a push service still holding the first copy replaces it instead of adding one.
        topic: `n${payload.notificationId}`,
        urgency: payload.type === 'emergency' || payload.type === 'medication' ? 'high' : 'normal',
      },
    );
    return { headers: request.headers as Record<string, string | number>, body: request.body as Buffer };
  }

  async send(target: WebPushTarget, payload: PushPayload): Promise<PushOutcome> {
    const refusal = this.refusal(target.endpoint);
    if (refusal) return { kind: 'refused', reason: refusal };
    return this.sendEncrypted(target.endpoint, this.encrypt(target, payload));
  }

  /** POSTs a push encrypted earlier (or just now) for the subscription at `endpoint`. */
  async sendEncrypted(endpoint: string, push: EncryptedPush): Promise<PushOutcome> {
    if (!this.vapidAuthorization) return { kind: 'retry', reason: 'web push is not configured' };
    const refusal = this.refusal(endpoint);
    if (refusal) return { kind: 'refused', reason: refusal };
    const headers = { ...push.headers, Authorization: this.vapidAuthorization.headerFor(endpoint) };
    try {
      const status = await this.post(endpoint, headers, push.body);
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
  private post(endpoint: string, headers: Record<string, string | number>, body: Buffer): Promise<number> {
    const url = new URL(endpoint);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = url.protocol === 'https:' ? this.agents['https:'] : this.agents['http:'];
    const lookup = isStandIn(url, this.config.pushEndpoints) ? undefined : guardedLookup;
    return new Promise((resolve, reject) => {
      const outgoing = send(url, { method: 'POST', headers, agent, lookup, timeout: PUSH_TIMEOUT_MS }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('push timed out'), { code: 'ETIMEDOUT' })));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}
