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
>;

function signedContent(share: SignedShareFields): Json {
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

/** HMAC-SHA256 with a server secret: anyone who can write the table but not read the secret cannot forge a share. */
@Injectable()
export class SharingSignatureService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(config.sharingHmacSecret, 'hex');
  }

  sign(share: SignedShareFields): string {
    return createHmac('sha256', this.key)
      .update(canonicalJson(signedContent(share)))
      .digest('hex');
  }

  verify(share: SignedShareFields, securityHash: string | null): boolean {
    if (!securityHash) return false;
    const expected = Buffer.from(this.sign(share), 'hex');
    const actual = Buffer.from(securityHash, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
