import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../../common/clock';
import { type AppConfig, APP_CONFIG } from '../../config';
import { canonicalUsername } from '../users/username';

const DEVICE_COOKIE = 'anchor_device';
/** A browser stays known this long after its last full sign-in. */
const KNOWN_FOR_DAYS = 90;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * A browser an account signed in from before, remembered by a signed cookie (username and time, HMAC-SHA-256
 * under a key derived from the data encryption key). It proves nothing by itself: it only lets that browser past
 * the username-wide failure ceiling, so strangers guessing from many addresses cannot lock the owner out.
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    const secret = Buffer.from(config.dataEncryptionKey, 'hex');
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'anchor known-device cookie', 32));
  }

  recognises(request: FastifyRequest, username: string): boolean {
    const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=(\\d+)\\.([0-9a-f]{64})`).exec(request.headers.cookie ?? '');
    if (!match) return false;
    const issuedAt = Number(match[1]);
    if (this.clock.now().getTime() / 1000 - issuedAt > KNOWN_FOR_DAYS * DAY_SECONDS) return false;
    const expected = Buffer.from(this.signature(username, issuedAt), 'hex');
    return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
  }

  remember(reply: FastifyReply, username: string): void {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const attributes = [
      `${DEVICE_COOKIE}=${issuedAt}.${this.signature(username, issuedAt)}`,
      `Max-Age=${KNOWN_FOR_DAYS * DAY_SECONDS}`,
      'Path=/api/login',
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (this.config.cookieSecure) attributes.push('Secure');
    reply.header('Set-Cookie', attributes.join('; '));
  }

  private signature(username: string, issuedAt: number): string {
    return createHmac('sha256', this.key).update(`${canonicalUsername(username)}|${issuedAt}`).digest('hex');
  }
}
