// The player platform as one plugin: its services on the app (wallet, players, resolvePlayerId), routes at /api/platform.
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { minorUnits } from '@sportsbook/domain';
import type { Config } from '../config';
import { siteConverter } from '../site/currencies';
import { AuthTokens } from './auth/auth-tokens';
import { requireAppHeader } from './auth/csrf';
import { Identity } from './auth/identity';
import { SessionStore } from './auth/sessions';
import type { PlatformContext } from './context';
import { platformHttpError } from './errors';
import { Outbox } from './messaging/outbox';
import { PhoneVerifications } from './player/phone';
import { Players } from './player/players';
import { ActivityTracker } from './responsible/activity';
import { UserLimits } from './responsible/limits';
import { PlayTime } from './responsible/play-time';
import { PlayTimeClocks } from './responsible/play-time-clocks';
import { SportsbookSessions } from './responsible/sportsbook-sessions';
import devOperatorRoutes from './routes/dev-operator';
import devOutboxRoutes from './routes/dev-outbox';
import devPlayTimeRoutes from './routes/dev-play-time';
import phoneRoutes from './routes/phone';
import playerRoutes from './routes/player';
import recoveryRoutes from './routes/recovery';
import responsibleGamblingRoutes from './routes/responsible-gambling';
import usersRoutes from './routes/users';
import walletRoutes from './routes/wallet';
import { seedDemoPlayers } from './seed/demo-players';
import { realtimeBalancePublisher } from './wallet/balance-publisher';
import { realtimePlayerEvents } from './player-events';
import { Cashier } from './wallet/cashier';
import { Wallet } from './wallet/wallet';
import { Terms } from './terms/terms';
import termsRoutes from './routes/terms';

declare module 'fastify' {
  interface FastifyInstance {
    /** Balances and the ledger; betting code posts stakes and wins through it. */
    wallet: Wallet;
    /** The demo cashier: deposits, withdrawals and their settlement after a delay. */
    cashier: Cashier;
    /** The terms and conditions in force and who accepted them (betting refuses the rest). */
    terms: Terms;
    /** Player lookups for the rest of the API (profile, betting restrictions). */
    players: Players;
    /** Who the player of a request is (session cookie or Bearer token). */
    identity: Identity;
    /** Responsible-gambling limits; bet placement checks stakes against them. */
    userLimits: UserLimits;
    /** Whether a used-up session or activity limit forbids the player's bets. */
    playTime: PlayTime;
  }
}

export interface PlatformPluginOptions {
  config: Config;
  /** Replaces the session-based identity (tests of other areas). */
  resolvePlayerId?: ((request: FastifyRequest) => Promise<string | null>) | undefined;
}

const MINUTE = 60_000;

async function platform(app: FastifyInstance, { config, resolvePlayerId }: PlatformPluginOptions) {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  const db = app.database.db;
  const log = app.log.child({ module: 'platform' });
  const now = () => new Date();
  const site = app.site;
  const sessions = new SessionStore(db, {
    idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MIN * MINUTE,
    absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_H * 60 * MINUTE,
  });
  const identity = new Identity(sessions, platformHttpError);
  const outbox = new Outbox(db, log, { smtpUrl: config.SMTP_URL, from: config.SMTP_FROM });
  const players = new Players(db, site.config.default_currency);
  const wallet = new Wallet(db, realtimeBalancePublisher(app, log));
  const limits = new UserLimits(db, now, {
    coolingOffMs: config.LIMIT_COOLING_OFF_H * 60 * MINUTE,
    defaultCurrency: site.config.default_currency,
    convert: (amount, from, to, rounding) =>
      siteConverter(site.config)(minorUnits(amount), from, to, rounding),
  });
  const playerEvents = realtimePlayerEvents(app, log);
  const cashier = new Cashier(
    db,
    wallet,
    site,
    log,
    now,
    limits,
    playerEvents,
    app.hasDecorator('notifications') ? app.notifications : undefined,
  );
  const terms = new Terms(db, site);
  const ctx: PlatformContext = {
    db,
    log,
    site,
    now,
    policy: {
      maxFailedAttempts: config.AUTH_MAX_FAILED_ATTEMPTS,
      unlockAfterMs: config.AUTH_UNLOCK_AFTER_MIN * MINUTE,
      unconfirmedAccessMs: config.AUTH_UNCONFIRMED_ACCESS_DAYS * 24 * 60 * MINUTE,
      webUrl: config.PUBLIC_WEB_URL,
      locales: config.LOCALES,
      cookieSecure: config.SESSION_COOKIE_SECURE,
      rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW },
      accountRateLimit: {
        max: config.AUTH_ACCOUNT_RATE_LIMIT_MAX,
        timeWindow: config.AUTH_RATE_LIMIT_WINDOW,
      },
      recoveryResponseMs: config.AUTH_RECOVERY_RESPONSE_MS,
    },
    players,
    wallet,
    cashier,
    terms,
    sessions,
    identity,
    tokens: new AuthTokens(now),
    outbox,
    phone: new PhoneVerifications(db, outbox, now),
    limits,
  };

  app.decorate('wallet', wallet);
  app.decorate('cashier', cashier);
  app.decorate('terms', terms);
  app.decorate('players', players);
  app.decorate('identity', identity);
  app.decorate('userLimits', limits);
  app.decorate('resolvePlayerId', resolvePlayerId ?? identity.resolvePlayerId);

  const purge = setInterval(() => void sessions.purgeExpired().catch(() => undefined), 15 * MINUTE);
  purge.unref();
  // Payments a restart left pending settle when due; onReady runs after the demo seed is in.
  app.addHook('onReady', async () => {
    await cashier.resumePending();
  });
  app.addHook('onClose', async () => {
    clearInterval(purge);
    cashier.close();
    await outbox.drain();
  });
  if (config.SEED_DEMO_PLAYERS)
    app.addHook('onReady', () => seedDemoPlayers(db, wallet, log, terms));

  const activity = new ActivityTracker(db, limits, now);
  const sportsbookSessions = new SportsbookSessions(db, limits, players, now);
  app.decorate('playTime', new PlayTime(db, sportsbookSessions, activity));
  await app.register(
    async (routes) => {
      routes.addHook('onRequest', requireAppHeader);
      // Auth routes keep their own limits even when the global limit is off (RATE_LIMIT_MAX=0).
      if (!routes.hasDecorator('rateLimit')) await routes.register(rateLimit, { global: false });
      await routes.register(usersRoutes, { ctx });
      await routes.register(recoveryRoutes, { ctx });
      await routes.register(playerRoutes, { ctx });
      await routes.register(phoneRoutes, { ctx });
      await routes.register(walletRoutes, { ctx });
      await routes.register(termsRoutes, { ctx });
      await routes.register(responsibleGamblingRoutes, {
        ctx,
        limits,
        activity,
        sessions: sportsbookSessions,
        announce: playerEvents,
      });
      if (config.DEV_OUTBOX ?? config.NODE_ENV !== 'production') {
        await routes.register(devOutboxRoutes, { outbox, terms });
        await routes.register(devOperatorRoutes, { players, site });
        await routes.register(devPlayTimeRoutes, {
          players,
          clocks: new PlayTimeClocks(db, now),
        });
      }
    },
    { prefix: '/api/platform' },
  );
}

export default fp(platform, { name: 'platform', dependencies: ['database', 'site', 'errors'] });
