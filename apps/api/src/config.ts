// Configuration comes from the environment, validated once at boot so a typo fails loudly.
import path from 'node:path';
import { z } from 'zod';
import { platformConfigShape } from './platform/config-schema';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Development defaults of the real-time secrets; the API warns when production runs on them. */
export const DEV_REALTIME_TOKEN_SECRET = 'sportsbook-development-realtime-secret';
export const DEV_REALTIME_API_KEY = 'sportsbook-development-api-key';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(path.resolve(process.cwd(), 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  /** Connections of this instance's PostgreSQL pool. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// connection string')
    .optional(),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1200),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  DOCS_ENABLED: booleanFromEnv.default(true),
  /** Locales of the site; the first is the default. Each has a lang:{locale} real-time channel. */
  LOCALES: z
    .string()
    .default('en,de,pt-BR,ar')
    .transform((value) =>
      value
        .split(',')
        .map((locale) => locale.trim())
        .filter(Boolean),
    ),
  FEED_ENABLED: booleanFromEnv.default(true),
  FEED_SEED: z.coerce.number().int().default(20_261_123),
  FEED_SPEED: z.coerce.number().positive().max(1000).default(1),
  FEED_TICK_MS: z.coerce.number().int().min(50).default(1000),
  FEED_FLUSH_MS: z.coerce.number().int().min(100).default(2000),
  FEED_HORIZON_DAYS: z.coerce.number().int().min(0).max(30).default(7),
  FEED_OUTAGES: booleanFromEnv.default(true),
  FEED_LIVE_COVERAGE: z.coerce.number().int().min(0).max(20).default(2),
  /** Serve POST /api/sb/dev/feed/matches/:id/finish (plays a live match to its end); off in production. */
  DEV_FEED_CONTROL: booleanFromEnv.optional(),
  /** Overrides the site's live bet delay for every sport (tests and demos use 0). */
  LIVE_BET_DELAY_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  /** HMAC key of real-time tokens (HS256); the same as Centrifugo's token_hmac_secret_key. */
  REALTIME_TOKEN_SECRET: z.string().min(16).default(DEV_REALTIME_TOKEN_SECRET),
  /** Key of the server API at /api/realtime/* (X-API-Key). */
  REALTIME_API_KEY: z.string().min(8).default(DEV_REALTIME_API_KEY),
  REALTIME_PING_INTERVAL_S: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * Publications kept per channel for recovery. A language channel carries every live match's
   * changes (about 17 a second with the simulated feed): 300 cover a restart of 15–20 s, so
   * clients reconnecting after it recover instead of reloading.
   */
  REALTIME_HISTORY_SIZE: z.coerce.number().int().min(0).max(10_000).default(300),
  /** How long a publication may wait for the rest of its burst to share one WebSocket frame. */
  REALTIME_WRITE_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(20),
  REALTIME_HISTORY_TTL_S: z.coerce.number().int().min(1).default(300),
  /** A Centrifugo server API (e.g. http://centrifugo:8000/api): publish there instead of the hub. */
  CENTRIFUGO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  CENTRIFUGO_API_KEY: z.string().min(1).optional(),
  ...platformConfigShape,
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
