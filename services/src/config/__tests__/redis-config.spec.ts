import { loadConfig } from '../app-config';

const base = { DATABASE_URL: 'postgres://a:b@127.0.0.1:5433/anchor', REDIS_URL: 'redis://127.0.0.1:6380' };

describe('Redis configuration', () => {
  it('keeps the prefix anchor on a single Redis, where queued jobs already live', () => {
    expect(loadConfig(base)).toMatchObject({ redisCluster: false, redisPrefix: 'anchor' });
  });

  it('puts every key in one hash slot on a cluster ({anchor}), as BullMQ needs', () => {
    expect(loadConfig({ ...base, REDIS_CLUSTER: 'true' })).toMatchObject({
      redisCluster: true,
      redisPrefix: '{anchor}',
    });
    expect(loadConfig({ ...base, REDIS_CLUSTER: '1', REDIS_PREFIX: 'app{anchor-eu}' }).redisPrefix).toBe(
      'app{anchor-eu}',
    );
  });

  it('refuses a cluster prefix without a hash tag, naming the variable', () => {
    expect(() => loadConfig({ ...base, REDIS_CLUSTER: 'true', REDIS_PREFIX: 'anchor' })).toThrow(
      /REDIS_PREFIX must contain a hash tag such as \{anchor\}/,
    );
    expect(() => loadConfig({ ...base, REDIS_CLUSTER: 'true', REDIS_PREFIX: '{}anchor' })).toThrow(/REDIS_PREFIX/);
  });

  it('refuses a database number on a cluster and an unknown REDIS_CLUSTER value', () => {
    expect(() => loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:7000/2', REDIS_CLUSTER: 'true' })).toThrow(
      /REDIS_URL may not name a database number/,
    );
    expect(() => loadConfig({ ...base, REDIS_CLUSTER: 'yes' })).toThrow(/REDIS_CLUSTER/);
  });
});
