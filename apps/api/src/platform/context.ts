// What platform services share: the database, the site, the stores, the policy from configuration.
import type { FastifyBaseLogger } from 'fastify';
import type { Site } from '../site/site';
import type { AuthTokens } from './auth/auth-tokens';
import type { Identity } from './auth/identity';
import type { SessionStore } from './auth/sessions';
import type { Database } from './db';
import type { Outbox } from './messaging/outbox';
import type { PhoneVerifications } from './player/phone';
import type { Players } from './player/players';
import type { UserLimits } from './responsible/limits';
import type { Terms } from './terms/terms';
import type { Cashier } from './wallet/cashier';
import type { Wallet } from './wallet/wallet';

export interface AuthPolicy {
  maxFailedAttempts: number;
  /** A lockout ends by itself after this long; 0 keeps it until an unlock link is used. */
  unlockAfterMs: number;
  /** How long a player who has not confirmed yet may still sign in. */
  unconfirmedAccessMs: number;
  /** Base of the links in e-mails (the web app, e.g. http://localhost:3000/sports). */
  webUrl: string;
  locales: string[];
  /** Secure cookies: always, never, or when the request came over HTTPS (auto). */
  cookieSecure: boolean | 'auto';
  /** Per-client limit of the sign-in, sign-up and recovery routes; on even when the global one is off. */
  rateLimit: { max: number; timeWindow: string };
  /** The same routes per account (the e-mail or phone a request names), from any client. */
  accountRateLimit: { max: number; timeWindow: string };
  /** Paranoid answers (reset and resend requests) take at least this long, account or not. */
  recoveryResponseMs: number;
}

export interface PlatformContext {
  db: Database;
  log: FastifyBaseLogger;
  site: Site;
  policy: AuthPolicy;
  players: Players;
  wallet: Wallet;
  cashier: Cashier;
  terms: Terms;
  sessions: SessionStore;
  identity: Identity;
  tokens: AuthTokens;
  outbox: Outbox;
  phone: PhoneVerifications;
  /** Responsible-gambling limits: deposits and sign-ins are checked against them. */
  limits: UserLimits;
  now: () => Date;
}
