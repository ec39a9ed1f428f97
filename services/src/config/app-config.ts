import path from 'node:path';
import { z } from 'zod';
import { defaultRemoteManifestPath, RemoteApps } from '@anchor/contracts';

/** Only for development and tests: production refuses to start without DATA_ENCRYPTION_KEY. */
export const DEVELOPMENT_ONLY_ENCRYPTION_KEY = 'de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0de0d';

export const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  dataEncryptionKey: string;
  session: { absoluteHours: number; idleMinutes: number };
  cookieSecure: boolean;
  webRoot: string;
  /** Remote container name to manifest URL, from REMOTE_*_URL or the default path. */
  remotes: Record<string, string>;
  remotesFile: string | null;
  corsOrigins: string[];
  rateLimits: { loginPerUsername: number; loginPerIp: number; registerPerIp: number };
  logLevel: LogLevelName;
}

type Env = Record<string, string | undefined>;

const positiveInt = z.coerce.number().int().positive();
const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string({ error: 'is required' }).regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  REDIS_URL: z.string({ error: 'is required' }).regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]+$/, 'may only hold letters, digits, _ . : -')
    .default('anchor'),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(8),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  COOKIE_SECURE: bool.optional(),
  WEB_ROOT: z.string().min(1).optional(),
  REMOTES_FILE: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMIT_LOGIN_PER_USERNAME: positiveInt.default(5),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(30),
  RATE_LIMIT_REGISTER_PER_IP: positiveInt.default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('log'),
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

/** Reads and validates configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const isProduction = vars.NODE_ENV === 'production';
  if (isProduction && !vars.DATA_ENCRYPTION_KEY) {
    throw new ConfigError('Invalid configuration: DATA_ENCRYPTION_KEY is required when NODE_ENV=production');
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    isProduction,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    dataEncryptionKey: (vars.DATA_ENCRYPTION_KEY ?? DEVELOPMENT_ONLY_ENCRYPTION_KEY).toLowerCase(),
    session: { absoluteHours: vars.SESSION_ABSOLUTE_HOURS, idleMinutes: vars.SESSION_IDLE_MINUTES },
    cookieSecure: vars.COOKIE_SECURE ?? isProduction,
    webRoot: path.resolve(vars.WEB_ROOT ?? defaultWebRoot()),
    remotes: remotesFromEnv(env),
    remotesFile: vars.REMOTES_FILE ? path.resolve(vars.REMOTES_FILE) : null,
    corsOrigins: vars.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimits: {
      loginPerUsername: vars.RATE_LIMIT_LOGIN_PER_USERNAME,
      loginPerIp: vars.RATE_LIMIT_LOGIN_PER_IP,
      registerPerIp: vars.RATE_LIMIT_REGISTER_PER_IP,
    },
    logLevel: vars.LOG_LEVEL,
  };
}

/** Nest log levels at and above the configured one. */
export function nestLogLevels(config: AppConfig): LogLevelName[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.logLevel) + 1) as LogLevelName[];
}

/** ioredis options from a redis:// URL, so that BullMQ opens and closes its own connections. */
export function redisOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}
