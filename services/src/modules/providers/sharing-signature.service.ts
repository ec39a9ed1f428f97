import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../../config';
import type { ProviderSharingRecordEntity } from './entities/provider-sharing-record.entity';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every level, so the same content always gives the same bytes. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type SignedShareFields = Pick<
  ProviderSharingRecordEntity,
  | 'userId'
  | 'assessmentId'
  | 'assessmentType'
  | 'shareWithProvider'
  | 'assessmentScore'
  | 'clusters'
  | 'providerEmail'
  | 'sharedAt'
  | 'scope'
  | 'answeredCount'
  | 'revisedAt'
>;

/** The content signed before scope, answered count and revision existed; such shares are scores-only and unrevised. */
function legacyContent(share: SignedShareFields): Json {
  return {
    userId: share.userId,
    assessmentId: share.assessmentId,
    assessmentType: share.assessmentType,
    shareWithProvider: share.shareWithProvider,
    assessmentScore: share.assessmentScore,
    clusters: share.clusters ? { ...share.clusters } : null,
    providerEmail: share.providerEmail,
    sharedAt: share.sharedAt.toISOString(),
  };
}

function signedContent(share: SignedShareFields): Json {
  return {
    ...(legacyContent(share) as { [key: string]: Json }),
    scope: share.scope,
    answeredCount: share.answeredCount,
    revisedAt: share.revisedAt?.toISOString() ?? null,
  };
}

/** HMAC-SHA256 with a server secret: anyone who can write the table but not read the secret cannot forge a share. */
@Injectable()
export class SharingSignatureService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(config.sharingHmacSecret, 'hex');
  }

  sign(share: SignedShareFields): string {
    return this.hmac(signedContent(share));
  }

  /**
   * A share signed before the scope existed verifies over its old content while it is still scores-only and
   * unrevised (its backfilled answered count is outside that signature); a revision re-signs it in full.
   */
  verify(share: SignedShareFields, securityHash: string | null): boolean {
    if (!securityHash) return false;
    if (matches(this.sign(share), securityHash)) return true;
    return (
      share.scope === 'scores' && share.revisedAt === null && matches(this.hmac(legacyContent(share)), securityHash)
    );
  }

  private hmac(content: Json): string {
    return createHmac('sha256', this.key).update(canonicalJson(content)).digest('hex');
  }
}

function matches(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
