// Configuration of the player platform and the site, merged into the API's config schema.
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const platformConfigShape = {
  /** A session ends after this long without a request… */
  SESSION_IDLE_TIMEOUT_MIN: z.coerce.number().int().min(1).default(60),
  /** …and this long after sign-in, whatever happens. */
  SESSION_ABSOLUTE_TIMEOUT_H: z.coerce.number().int().min(1).default(24),
  /** Secure cookie flag: auto sets it when the request came over HTTPS (behind a trusted proxy). */
  SESSION_COOKIE_SECURE: z
    .enum(['auto', 'true', 'false'])
    .default('auto')
    .transform((value) => (value === 'auto' ? ('auto' as const) : value === 'true')),
  /** Per-client limit of sign-in, sign-up, token and recovery calls; applies even when RATE_LIMIT_MAX=0. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  AUTH_MAX_FAILED_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** A lockout ends by itself after this many minutes; 0: only the unlock link ends it. */
  AUTH_UNLOCK_AFTER_MIN: z.coerce.number().int().min(0).default(60),
  /** Players may sign in this many days before confirming their e-mail or phone. */
  AUTH_UNCONFIRMED_ACCESS_DAYS: z.coerce.number().int().min(0).default(7),
  /** A looser or removed responsible-gambling limit may be confirmed this many hours after the request. */
  LIMIT_COOLING_OFF_H: z.coerce.number().min(0).default(24),
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465; unset keeps mail in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().default('Sportsbook <no-reply@sportsbook.localhost>'),
  /**
   * Serve the platform's development routes (/api/platform/dev/outbox, /dev/terms,
   * /dev/play_time, /dev/status_groups, /dev/platform_settings); defaults to on outside production.
   */
  DEV_OUTBOX: flag.optional(),
  /** Base of links in e-mails: the web app's /sports. */
  PUBLIC_WEB_URL: z.url().default('http://localhost:3000/sports'),
  /** Country assumed when no CF-IPCountry / X-Country header says otherwise. */
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('MT'),
  /** The site configuration file; defaults to apps/api/site-config.json. */
  SITE_CONFIG_FILE: z.string().min(1).optional(),
  /** Create the demo players on a database that lacks them. */
  SEED_DEMO_PLAYERS: flag.default(true),
};
