import { createHmac } from 'node:crypto';
import { loadConfig } from '../../../config';
import { canonicalJson, SharingSignatureService, type SignedShareFields } from '../sharing-signature.service';

const config = (secret: string) =>
  loadConfig({
    DATABASE_URL: 'postgres://a:b@127.0.0.1:5433/anchor',
    REDIS_URL: 'redis://127.0.0.1:6380',
    SHARING_HMAC_SECRET: secret,
  });

const share: SignedShareFields = {
  userId: 7,
  assessmentId: 3,
  assessmentType: 'pcl5',
  shareWithProvider: true,
  assessmentScore: 40,
  clusters: { intrusion: 10, avoidance: 4, cognition: 14, arousal: 12 },
  providerEmail: 'lee@clinic.example',
  sharedAt: new Date('2026-03-01T10:00:00.000Z'),
  scope: 'scores',
  answeredCount: 20,
  revisedAt: null,
};

describe('share signatures', () => {
  const signer = new SharingSignatureService(config('ab'.repeat(32)));

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'x' }], c: true } })).toBe(
      '{"a":{"c":true,"d":[2,{"y":"x","z":null}]},"b":1}',
    );
  });

  it('signs the same content the same way whatever the key order of the clusters', () => {
    const reordered = { ...share, clusters: { arousal: 12, cognition: 14, avoidance: 4, intrusion: 10 } };
    expect(signer.sign(reordered)).toBe(signer.sign(share));
    expect(signer.verify(share, signer.sign(share))).toBe(true);
  });

  it.each([
    ['score', { assessmentScore: 12 }],
    ['provider', { providerEmail: 'other@clinic.example' }],
    ['clusters', { clusters: { ...share.clusters!, arousal: 0 } }],
    ['time', { sharedAt: new Date('2026-03-01T10:00:00.001Z') }],
    ['owner', { userId: 8 }],
    ['scope', { scope: 'scores_and_answers' as const }],
    ['answered count', { answeredCount: 19 }],
    ['revision', { revisedAt: new Date('2026-03-02T10:00:00.000Z') }],
  ])('fails verification when the %s changes', (_field, change) => {
    expect(signer.verify({ ...share, ...change }, signer.sign(share))).toBe(false);
  });

  it('depends on the server secret and rejects missing or malformed hashes', () => {
    const other = new SharingSignatureService(config('cd'.repeat(32)));
    expect(other.verify(share, signer.sign(share))).toBe(false);
    expect(signer.verify(share, null)).toBe(false);
    expect(signer.verify(share, 'abc')).toBe(false);
  });

  it('still verifies a share signed before scope, count and revision were signed, while it is scores-only and unrevised', () => {
    const { scope: _scope, answeredCount: _count, revisedAt: _revised, ...old } = share;
    const legacy = createHmac('sha256', Buffer.from('ab'.repeat(32), 'hex'))
      .update(canonicalJson({ ...old, clusters: { ...old.clusters! }, sharedAt: old.sharedAt.toISOString() }))
      .digest('hex');
    expect(signer.verify(share, legacy)).toBe(true);
    expect(signer.verify({ ...share, answeredCount: null }, legacy)).toBe(true);
    expect(signer.verify({ ...share, assessmentScore: 12 }, legacy)).toBe(false);
    expect(signer.verify({ ...share, scope: 'scores_and_answers' }, legacy)).toBe(false);
    expect(signer.verify({ ...share, revisedAt: new Date('2026-03-02T10:00:00.000Z') }, legacy)).toBe(false);
  });
});
