// Configuration comes from the environment, validated once at boot so a typo fails loudly.
import path from 'node:path';
import { z } from 'zod';
import { platformConfigShape } from './platform/config-schema';
import { resolveServerSecrets, type ServerSecretName, type ServerSecrets } from './server-secrets';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: human-readable lines when stdout is a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
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
  /** A request (headers and body) must arrive within this long, or it is answered 408. */
  API_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** An idle keep-alive connection is closed after this long (above a load balancer's 60 s). */
  API_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  /** Per-account limit of sign-in, sign-up, token and recovery calls (the login a body names). */
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Reset and resend requests answer no sooner than this, whether or not the account exists. */
  AUTH_RECOVERY_RESPONSE_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  /** Per-client limit of anonymous writes (share codes, counters); applies when RATE_LIMIT_MAX=0. */
  PUBLIC_WRITE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  PUBLIC_WRITE_RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  /** Per-client limit of promo-code tries, so codes cannot be guessed; applies when RATE_LIMIT_MAX=0. */
  PROMO_CODE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  PROMO_CODE_RATE_LIMIT_WINDOW: z.string().default('1 minute'),
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
  /** How often an instance that is not the feed leader tries to become it (and the leader checks its lock). */
  FEED_LEADER_POLL_MS: z.coerce.number().int().min(100).max(10_000).default(2000),
  /** How often the feed leader sweeps for settlement and cash-outs that a fault interrupted. */
  SETTLEMENT_SWEEP_MS: z.coerce.number().int().min(100).default(10_000),
  /** Serve POST /api/sb/dev/feed/matches/:id/finish (plays a live match to its end); off in production. */
  DEV_FEED_CONTROL: booleanFromEnv.optional(),
  /** Overrides the site's live bet delay for every sport (tests and demos use 0). */
  LIVE_BET_DELAY_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  /**
   * HMAC key of real-time tokens (HS256); the same as Centrifugo's token_hmac_secret_key. Unset:
   * the development value outside production, generated into DATA_DIR in production.
   */
  REALTIME_TOKEN_SECRET: z.string().min(16).optional(),
  /** Key of the server API at /api/realtime/* (X-API-Key); unset as REALTIME_TOKEN_SECRET. */
  REALTIME_API_KEY: z.string().min(8).optional(),
  REALTIME_PING_INTERVAL_S: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * Publications kept per channel for recovery. A language channel carries every live match's
   * changes (about 17 a second with the simulated feed): 300 cover a restart of 15–20 s, so
   * clients reconnecting after it recover instead of reloading.
   */
  /** Error reporting (Sentry): 500-class failures are sent to this DSN; none without it. */
  SENTRY_DSN: z.url().optional(),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** The hosting platform's environment name; error reporting's environment is vercel-<name>. */
  VERCEL_ENV: z.string().min(1).optional(),
  REALTIME_HISTORY_SIZE: z.coerce.number().int().min(0).max(10_000).default(300),
  /** How long a publication may wait for the rest of its burst to share one WebSocket frame. */
  REALTIME_WRITE_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(20),
  /** Real-time connections one client (IP address) may hold; more are closed with 3504. */
  REALTIME_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  /** Commands a connection may send per second (after a burst a reconnect needs); more: 3013. */
  REALTIME_MAX_COMMANDS_PER_SECOND: z.coerce.number().int().min(1).default(50),
  REALTIME_HISTORY_TTL_S: z.coerce.number().int().min(1).default(300),
  /** A Centrifugo server API (e.g. http://centrifugo:8000/api): publish there instead of the hub. */
  CENTRIFUGO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  CENTRIFUGO_API_KEY: z.string().min(1).optional(),
  ...platformConfigShape,
});

export type Config = Omit<z.infer<typeof configSchema>, ServerSecretName> & ServerSecrets;

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
  const secrets = resolveServerSecrets(parsed.data);
  if (!secrets.ok) throw new ConfigError(`Invalid configuration:\n${secrets.problems.join('\n')}`);
  return { ...parsed.data, ...secrets.secrets };
}
