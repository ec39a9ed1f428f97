import webpush from 'web-push';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** A signed VAPID JWT is valid this long (web-push's own default; RFC 8292 allows up to 24 hours). */
const TOKEN_LIFETIME_SECONDS = 12 * 3600;
/** A token is reused this long, so every push sent still has hours of validity left. */
const REUSE_MS = 3600 * 1000;

/**
 * The VAPID Authorization header (RFC 8292), signed once per push-service origin and reused for an hour instead
 * of an ES256 signature per push: RFC 8292 lets a JWT be reused for its lifetime. Real time, not the app
 * clock: the push service checks `exp` against its own.
 */
export class VapidAuthorization {
  private readonly byAudience = new Map<string, { header: string; signedAt: number }>();

  constructor(private readonly vapid: VapidDetails) {}

  headerFor(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const cached = this.byAudience.get(audience);
    if (cached && now - cached.signedAt < REUSE_MS) return cached.header;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.vapid.subject,
      this.vapid.publicKey,
      this.vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS,
    );
    this.byAudience.set(audience, { header: Authorization, signedAt: now });
    return Authorization;
  }
}
