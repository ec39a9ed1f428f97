import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../../common/clock';
import { type AppConfig, APP_CONFIG } from '../../config';

const DEVICE_COOKIE = 'anchor_device';
/** A browser stays known this long after its last full sign-in. */
const KNOWN_FOR_DAYS = 90;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * A browser an account signed in from before, remembered by a signed cookie (account id and time, HMAC-SHA-256
 * under a key derived from the data encryption key; the id, not the username, so an account made later under a
 * freed username inherits nothing). It proves nothing by itself: it only lets that browser past
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

  recognises(request: FastifyRequest, accountId: number): boolean {
    const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=(\\d+)\\.([0-9a-f]{64})`).exec(request.headers.cookie ?? '');
    if (!match) return false;
    const issuedAt = Number(match[1]);
    if (this.clock.now().getTime() / 1000 - issuedAt > KNOWN_FOR_DAYS * DAY_SECONDS) return false;
    const expected = Buffer.from(this.signature(accountId, issuedAt), 'hex');
    return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
  }

  remember(reply: FastifyReply, accountId: number): void {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const attributes = [
      `${DEVICE_COOKIE}=${issuedAt}.${this.signature(accountId, issuedAt)}`,
      `Max-Age=${KNOWN_FOR_DAYS * DAY_SECONDS}`,
      'Path=/api/login',
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (this.config.cookieSecure) attributes.push('Secure');
    reply.header('Set-Cookie', attributes.join('; '));
  }

  private signature(accountId: number, issuedAt: number): string {
    return createHmac('sha256', this.key).update(`${accountId}|${issuedAt}`).digest('hex');
  }
}

/** A deleted account's browser forgets it was known. */
export function clearKnownDeviceCookie(reply: FastifyReply, config: AppConfig): void {
  const attributes = [`${DEVICE_COOKIE}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Path=/api/login'];
  if (config.cookieSecure) attributes.push('Secure');
  reply.header('Set-Cookie', [...attributes, 'HttpOnly', 'SameSite=Strict'].join('; '));
}
