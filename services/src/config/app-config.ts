import path from 'node:path';
import { z } from 'zod';
import { defaultRemoteManifestPath, RemoteApps } from '@anchor/contracts';
import { assistantModelEnvSchema, assistantModelFrom, type AssistantModelSettings } from './assistant-model-config';
import { mailEnvSchema, mailFrom, type MailSettings } from './mail-config';
import { isHttpUrl, oauthClientsFromEnv, type OAuthClientSettings } from './oauth-config';
import { outboundEnvSchema, outboundStandInsFrom } from './outbound-config';
import { pushEndpointsFrom, pushEnvSchema, type PushEndpointSettings } from './push-config';
import { redisEnvSchema, redisFrom, type RedisSettings } from './redis-config';
import { stripeEnvSchema, stripeFrom, type StripeSettings } from './stripe-config';
import { type WorkerTiming, workerTimingEnvSchema, workerTimingFrom } from './worker-timing-config';

/** Only for development and tests: production refuses to start without DATA_ENCRYPTION_KEY. */
export const DEVELOPMENT_ONLY_ENCRYPTION_KEY = 'de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0d';
/** Only for development and tests: production refuses to start without SHARING_HMAC_SECRET. */
export const DEVELOPMENT_ONLY_SHARING_HMAC_SECRET = '5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5ec5';

/** Only for development and tests (generated once with web-push): production brings its own VAPID keys. */
export const DEVELOPMENT_ONLY_VAPID = {
  publicKey: 'BFfjCYgmgDj5CNdj9r2eP_RgL5GMfMHsmMf233ApSv5yLwDB0sR60CliKizl5G9j_x17rt-WjEG_Rv_LN1SW624',
  privateKey: 'JrJZ2WOQxTb7pxwl7qodhbh_kZQC7aD34H1VIGnj68U',
  subject: 'mailto:dev@anchor.invalid',
};

export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface ProviderPortalConfig {
  /** Where the standalone portal is served; invitation links point there. */
  url: string;
  /** How long a provider's one-time sign-up link stays valid. */
  inviteHours: number;
  /** The portal's Contact Admin address. */
  contactEmail: string;
}

export interface AppConfig extends RedisSettings {
  port: number;
  host: string;
  /** The worker's health and readiness port (on `host`); 0: the worker serves none. */
  workerHealthPort: number;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  databaseUrl: string;
  /** Where migrations connect (the schema's owner); DATABASE_URL when not set. */
  migrationDatabaseUrl: string;
  /** The role the api and the worker connect as; migrate grants it row access only. Null: no grants. */
  databaseAppRole: string | null;
  dataEncryptionKey: string;
  /** HMAC-SHA256 key that signs provider-sharing records. */
  sharingHmacSecret: string;
  /** Providers see many patients' data, so their sessions go idle sooner. */
  session: { absoluteHours: number; idleMinutes: number; providerIdleMinutes: number };
  providerPortal: ProviderPortalConfig;
  /** Web Push (VAPID) keys; null in production when not configured (push off, in-app only). */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Where Web Push endpoints may point (the push services' hosts; a local stand-in outside production). */
  pushEndpoints: PushEndpointSettings;
  /** The session cookie is Secure: always when the public URL is https, else COOKIE_SECURE (default: production). */
  cookieSecure: boolean;
  /** The public URL is https: answers carry Strict-Transport-Security. */
  publicUrlIsHttps: boolean;
  webRoot: string;
  /** Remote container name to manifest URL, from REMOTE_*_URL or the default path. */
  remotes: Record<string, string>;
  remotesFile: string | null;
  corsOrigins: string[];
  rateLimits: { loginPerUsername: number; loginPerIp: number; registerPerIp: number };
  logLevel: LogLevelName;
  /** Public origin of the api (OAuth redirect URIs), no trailing slash. */
  publicUrl: string;
  /** OAuth clients of the integration services, keyed by service id. */
  oauthClients: Record<string, OAuthClientSettings>;
  /** Local stand-ins (tests) the server may call although they are on loopback or private addresses. */
  outboundStandInOrigins: string[];
  /** Which PaymentProvider charges subscriptions: Stripe when its keys are set, else the sandbox (no payment). */
  paymentProvider: 'sandbox' | 'stripe';
  stripe: StripeSettings | null;
  /** The optional language model behind the assistant; null runs the offline engine only. */
  assistantModel: AssistantModelSettings | null;
  /** BullMQ lock and stall-check intervals and the worker's Redis-loss check (BullMQ's defaults in production). */
  workerTiming: WorkerTiming;
  mail: MailSettings;
}

type Env = Record<string, string | undefined>;

const positiveInt = z.coerce.number().int().positive();
const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Clear of the api (3000), the remotes' dev servers (3001-3006) and the portal (3100).
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3010),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string({ error: 'is required' }).regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_APP_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a plain PostgreSQL role name')
    .optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SHARING_HMAC_SECRET: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, URL-safe base64 (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, URL-safe base64 (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(8),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  PROVIDER_SESSION_IDLE_MINUTES: positiveInt.default(15),
  PROVIDER_INVITE_HOURS: positiveInt.default(72),
  PROVIDER_PORTAL_URL: z.string().refine(isHttpUrl, 'must be an http(s) URL').default('http://localhost:3100'),
  PROVIDER_CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default('admin@localhost'),
  COOKIE_SECURE: bool.optional(),
  WEB_ROOT: z.string().min(1).optional(),
  REMOTES_FILE: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMIT_LOGIN_PER_USERNAME: positiveInt.default(5),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(30),
  RATE_LIMIT_REGISTER_PER_IP: positiveInt.default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('log'),
  PUBLIC_URL: z.string().refine(isHttpUrl, 'must be an http(s) URL').optional(),
  ...assistantModelEnvSchema.shape,
  ...stripeEnvSchema.shape,
  ...pushEnvSchema.shape,
  ...outboundEnvSchema.shape,
  ...redisEnvSchema.shape,
  ...workerTimingEnvSchema.shape,
  ...mailEnvSchema.shape,
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root, found from this file both in source (services/src/config) and bundled (services/dist). */
function defaultWebRoot(): string {
  const here = __dirname;
  const marker = `${path.sep}services${path.sep}`;
  const index = here.lastIndexOf(marker);
  return index >= 0 ? here.slice(0, index) : process.cwd();
}

function remotesFromEnv(env: Env): Record<string, string> {
  return Object.fromEntries(
    RemoteApps.map((remote) => [remote.name, env[remote.envVar] || defaultRemoteManifestPath(remote.project)]),
  );
}

/** Production runs only with its own secrets; development defaults stop here. */
function assertProductionReady(vars: z.output<typeof envSchema>): void {
  if (!vars.DATA_ENCRYPTION_KEY) {
    throw new ConfigError('Invalid configuration: DATA_ENCRYPTION_KEY is required when NODE_ENV=production');
  }
  if (!vars.SHARING_HMAC_SECRET) {
    throw new ConfigError('Invalid configuration: SHARING_HMAC_SECRET is required when NODE_ENV=production');
  }
}

/** Reads and validates configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const oauth = oauthClientsFromEnv(env);
  if (oauth.problems.length > 0) throw new ConfigError(`Invalid configuration: ${oauth.problems.join('; ')}`);
  const isProduction = vars.NODE_ENV === 'production';
  if (isProduction) assertProductionReady(vars);
  const vapid = vapidFrom(vars, isProduction);
  const { redis, push, outboundStandIns, stripe, mail } = calloutSettings(vars, isProduction);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const publicUrlIsHttps = publicUrl.startsWith('https://');
  return {
    port: vars.PORT,
    host: vars.HOST,
    workerHealthPort: vars.WORKER_HEALTH_PORT,
    nodeEnv: vars.NODE_ENV,
    isProduction,
    databaseUrl: vars.DATABASE_URL,
    migrationDatabaseUrl: vars.MIGRATION_DATABASE_URL ?? vars.DATABASE_URL,
    databaseAppRole: vars.DATABASE_APP_ROLE ?? null,
    ...redis,
    dataEncryptionKey: (vars.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_ONLY_ENCRYPTION_KEY).toLowerCase(),
    sharingHmacSecret: (vars.SHARING_HMAC_SECRET ?? DEVELOPMENT_ONLY_SHARING_HMAC_SECRET).toLowerCase(),
    session: {
      absoluteHours: vars.SESSION_ABSOLUTE_HOURS,
      idleMinutes: vars.SESSION_IDLE_MINUTES,
      providerIdleMinutes: vars.PROVIDER_SESSION_IDLE_MINUTES,
    },
    providerPortal: {
      url: vars.PROVIDER_PORTAL_URL.replace(/\/+$/, ''),
      inviteHours: vars.PROVIDER_INVITE_HOURS,
      contactEmail: vars.PROVIDER_CONTACT_EMAIL,
    },
    vapid,
    pushEndpoints: push.settings,
    cookieSecure: publicUrlIsHttps || (vars.COOKIE_SECURE ?? isProduction),
    publicUrlIsHttps,
    webRoot: path.resolve(vars.WEB_ROOT ?? defaultWebRoot()),
    remotes: remotesFromEnv(env),
    remotesFile: vars.REMOTES_FILE ? path.resolve(vars.REMOTES_FILE) : null,
    corsOrigins: corsOriginsFrom(vars.CORS_ORIGINS, vars.PROVIDER_PORTAL_URL),
    rateLimits: {
      loginPerUsername: vars.RATE_LIMIT_LOGIN_PER_USERNAME,
      loginPerIp: vars.RATE_LIMIT_LOGIN_PER_IP,
      registerPerIp: vars.RATE_LIMIT_REGISTER_PER_IP,
    },
    logLevel: vars.LOG_LEVEL,
    publicUrl,
    oauthClients: oauth.clients,
    outboundStandInOrigins: outboundStandIns,
    ...paymentSettings(stripe.settings),
    assistantModel: assistantModelFrom(vars),
    workerTiming: workerTimingFrom(vars),
    mail,
  };
}

/** Where the server calls out (Redis, push services, local stand-ins, Stripe, mail); throws naming the first problem. */
function calloutSettings(vars: z.output<typeof envSchema>, isProduction: boolean) {
  const redis = redisFrom(vars);
  const push = pushEndpointsFrom(vars, isProduction);
  const outboundStandIns = outboundStandInsFrom(vars);
  const stripe = stripeFrom(vars, isProduction, outboundStandIns);
  const mail = mailFrom(vars, isProduction, defaultWebRoot());
  const problem = redis.problem ?? push.problem ?? stripe.problem ?? mail.problem;
  if (problem || !mail.settings || !redis.settings) throw new ConfigError(`Invalid configuration: ${problem}`);
  return { redis: redis.settings, push, outboundStandIns, stripe, mail: mail.settings };
}

/** Stripe takes the payments when configured; otherwise the sandbox, which takes none. */
function paymentSettings(stripe: StripeSettings | null): Pick<AppConfig, 'paymentProvider' | 'stripe'> {
  return { paymentProvider: stripe ? 'stripe' : 'sandbox', stripe };
}

/** CORS_ORIGINS when given; otherwise only the standalone provider portal's origin may call the API with credentials. */
function corsOriginsFrom(corsOrigins: string, providerPortalUrl: string): string[] {
  const listed = corsOrigins
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : [new URL(providerPortalUrl).origin];
}

/** All three VAPID variables or none; none means the development pair outside production and no web push in it. */
function vapidFrom(
  vars: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string },
  isProduction: boolean,
): AppConfig['vapid'] {
  const given = [vars.VAPID_PUBLIC_KEY, vars.VAPID_PRIVATE_KEY, vars.VAPID_SUBJECT].filter(Boolean).length;
  if (given === 0) return isProduction ? null : DEVELOPMENT_ONLY_VAPID;
  if (given !== 3 || !vars.VAPID_PUBLIC_KEY || !vars.VAPID_PRIVATE_KEY || !vars.VAPID_SUBJECT) {
    throw new ConfigError('Invalid configuration: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together');
  }
  return { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY, subject: vars.VAPID_SUBJECT };
}
