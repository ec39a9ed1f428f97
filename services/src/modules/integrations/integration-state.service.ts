import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateCodeVerifier } from 'arctic';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import type { IntegrationServiceId, IntegrationType } from '@anchor/contracts';
import { Clock } from '../../common/clock';
import { type AppConfig, APP_CONFIG } from '../../config';
import { IntegrationStateEntity } from './entities/integration-state.entity';

/** How long the user has to finish the provider's consent screen. */
const STATE_TTL_MS = 10 * 60 * 1000;

export interface IssuedState {
  state: string;
  /** PKCE (RFC 7636): kept server-side, encrypted; only its S256 challenge goes to the provider. */
  codeVerifier: string;
}

export interface StateOwner {
  userId: number;
  sessionId: string;
}

/**
 * OAuth `state`: a random nonce plus an HMAC over nonce, user, service and expiry. Only the
 * nonce's hash is stored; a state is valid once, for the session that asked for it, until it expires.
 */
@Injectable()
export class IntegrationStateService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    // A key of its own, derived from the data key, so no new secret has to be configured.
    this.key = Buffer.from(
      hkdfSync('sha256', Buffer.from(config.dataEncryptionKey, 'hex'), '', 'anchor-integration-state', 32),
    );
  }

  async issue(
    manager: EntityManager,
    { userId, sessionId }: StateOwner,
    service: IntegrationServiceId,
    type: IntegrationType,
  ): Promise<IssuedState> {
    const nonce = randomBytes(24).toString('base64url');
    const codeVerifier = generateCodeVerifier();
    const expiresAt = new Date(this.clock.now().getTime() + STATE_TTL_MS);
    await manager.getRepository(IntegrationStateEntity).insert({
      userId,
      sessionId,
      service,
      type,
      nonceHash: sha256(nonce),
      codeVerifier,
      expiresAt,
      usedAt: null,
    });
    return {
      state: `${nonce}.${this.sign(nonce, userId, service, expiresAt)}`,
      codeVerifier,
    };
  }

  /** The stored state when `state` is genuine, unexpired, unused and the caller session's; it is used up. Else null. */
  async consume(
    manager: EntityManager,
    state: string,
    { userId, sessionId }: StateOwner,
  ): Promise<IntegrationStateEntity | null> {
    const [nonce, signature, ...rest] = state.split('.');
    if (!nonce || !signature || rest.length > 0) return null;
    const repository = manager.getRepository(IntegrationStateEntity);
    const row = await repository.findOneBy({ nonceHash: sha256(nonce) });
    if (!row || row.userId !== userId || row.sessionId !== sessionId || row.usedAt) return null;
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return null;
    if (!safeEqual(signature, this.sign(nonce, row.userId, row.service, row.expiresAt))) return null;
    const used = await repository.update({ id: row.id, usedAt: IsNull() }, { usedAt: this.clock.now() });
    return used.affected === 1 ? row : null;
  }

  private sign(nonce: string, userId: number, service: string, expiresAt: Date): string {
    return createHmac('sha256', this.key)
      .update(`${nonce}.${userId}.${service}.${expiresAt.getTime()}`)
      .digest('base64url');
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
