import {
  ConfigError,
  DEVELOPMENT_ONLY_ENCRYPTION_KEY,
  DEVELOPMENT_ONLY_SHARING_HMAC_SECRET,
  loadConfig,
} from '../app-config';

const base = { DATABASE_URL: 'postgres://a:b@127.0.0.1:5433/anchor', REDIS_URL: 'redis://127.0.0.1:6380' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      redisPrefix: 'anchor',
      session: { absoluteHours: 8, idleMinutes: 30, providerIdleMinutes: 15 },
      cookieSecure: false,
      corsOrigins: ['http://localhost:3100'],
      rateLimits: { loginPerUsername: 5, loginPerIp: 30, registerPerIp: 10 },
      dataEncryptionKey: DEVELOPMENT_ONLY_ENCRYPTION_KEY,
    });
    expect(config.remotes.mf_assessment).toBe('/remotes/mf-assessment/mf-manifest.json');
  });

  it('makes the cookie Secure and turns on HSTS whenever the public URL is https', () => {
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://anchor.example/', COOKIE_SECURE: 'false' });
    expect(config).toMatchObject({ cookieSecure: true, publicUrlIsHttps: true, publicUrl: 'https://anchor.example' });
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000' }).publicUrlIsHttps).toBe(false);
  });

  it('names a missing required variable', () => {
    expect(() => loadConfig({ REDIS_URL: base.REDIS_URL })).toThrow(/DATABASE_URL is required/);
    expect(() => loadConfig({ DATABASE_URL: base.DATABASE_URL })).toThrow(/REDIS_URL is required/);
  });

  it('names a malformed variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATA_ENCRYPTION_KEY: 'short' })).toThrow(/DATA_ENCRYPTION_KEY must be 64 hex/);
    expect(() => loadConfig({ ...base, SESSION_IDLE_MINUTES: '-1' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('requires an encryption key in production and makes cookies Secure there', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/DATA_ENCRYPTION_KEY is required/);
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: 'AB'.repeat(32),
      SHARING_HMAC_SECRET: 'CD'.repeat(32),
      MAIL_OUTBOX_DIR: '/var/lib/anchor/outbox',
    });
    expect(config.cookieSecure).toBe(true);
    expect(config.dataEncryptionKey).toBe('ab'.repeat(32));
    expect(config.sharingHmacSecret).toBe('cd'.repeat(32));
  });

  it('requires a sharing HMAC secret in production and uses a development one otherwise', () => {
    const production = { ...base, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/SHARING_HMAC_SECRET is required/);
    expect(() => loadConfig({ ...base, SHARING_HMAC_SECRET: 'xyz' })).toThrow(/SHARING_HMAC_SECRET must be 64 hex/);
    expect(loadConfig(base).sharingHmacSecret).toBe(DEVELOPMENT_ONLY_SHARING_HMAC_SECRET);
  });

  it('sends mail through SMTP_URL, or writes it to an outbox that production must be given explicitly', () => {
    expect(loadConfig(base).mail).toMatchObject({ smtpUrl: null, from: 'no-reply@anchor.invalid' });
    expect(loadConfig(base).mail.outboxDir).toMatch(/[/\\]\.data[/\\]outbox$/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL must be an smtp/);
    const production = {
      ...base,
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
      SHARING_HMAC_SECRET: 'cd'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/set SMTP_URL \(or MAIL_OUTBOX_DIR/);
    const smtp = 'smtps://anchor:secret@mail.example.org:465';
    expect(() => loadConfig({ ...production, SMTP_URL: smtp })).toThrow(/MAIL_FROM is required/);
    expect(loadConfig({ ...production, SMTP_URL: smtp, MAIL_FROM: 'care@anchor.example' }).mail).toMatchObject({
      smtpUrl: smtp,
      from: 'care@anchor.example',
    });
  });

  it('allows only the provider portal by CORS unless CORS_ORIGINS lists origins', () => {
    expect(loadConfig({ ...base, PROVIDER_PORTAL_URL: 'https://portal.clinic.example/app/' }).corsOrigins).toEqual([
      'https://portal.clinic.example',
    ]);
  });

  it('reads remote URLs and CORS origins', () => {
    const config = loadConfig({
      ...base,
      REMOTE_MF_PROVIDER_URL: 'https://p.example.com/mf-manifest.json',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
    });
    expect(config.remotes.mf_provider).toBe('https://p.example.com/mf-manifest.json');
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });

  it('takes payments through Stripe only when both Stripe keys are set, and never a local stand-in in production', () => {
    expect(loadConfig(base)).toMatchObject({ paymentProvider: 'sandbox', stripe: null });
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadConfig({ ...base, ...keys })).toMatchObject({
      paymentProvider: 'stripe',
      stripe: { secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123', api: null },
    });
    const standIn = {
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
      OUTBOUND_STAND_IN_ORIGINS: 'http://127.0.0.1:12111',
    };
    expect(loadConfig({ ...base, ...keys, ...standIn }).stripe).toMatchObject({
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      standIn: true,
    });
    expect(() => loadConfig({ ...base, ...keys, STRIPE_API_BASE_URL: 'http://10.0.0.7:12111' })).toThrow(
      /STRIPE_API_BASE_URL is a private or local address/,
    );
    expect(() => loadConfig({ ...base, OUTBOUND_STAND_IN_ORIGINS: 'http://127.0.0.1:1/path' })).toThrow(
      /OUTBOUND_STAND_IN_ORIGINS must be a comma-separated list of origins/,
    );
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together/,
    );
    expect(() => loadConfig({ ...base, ...keys, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be/,
    );
    const production = {
      ...base,
      ...keys,
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: DEVELOPMENT_ONLY_ENCRYPTION_KEY,
      SHARING_HMAC_SECRET: DEVELOPMENT_ONLY_SHARING_HMAC_SECRET,
      MAIL_OUTBOX_DIR: '/var/lib/anchor/outbox',
    };
    expect(() => loadConfig({ ...production, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' })).toThrow(
      /STRIPE_API_BASE_URL must be an https URL/,
    );
  });
});
