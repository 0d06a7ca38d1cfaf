// Builds the Fastify application from its plugins; the server entry and the tests both use it.
import fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import databasePlugin from './plugins/external/db';
import errorsPlugin, { clientErrorHandler } from './plugins/external/errors';
import errorReportingPlugin from './plugins/external/error-reporting';
import trackingRoutes from './tracking/routes';
import securityPlugin from './plugins/external/security';
import swaggerPlugin from './plugins/external/swagger';
import realtimePlugin from './realtime/plugin';
import realtimeRoutes from './realtime/routes';
import healthRoutes from './health/routes';
import cataloguePlugin from './catalogue/plugin';
import feedPlugin from './feed/plugin';
import catalogueRoutes from './catalogue/routes';
import type { CataloguePublisher } from './feed/ingest';
import type { DestinationStream } from 'pino';
import { logSerializers } from './plugins/external/log-serializers';
import { RequestLogController } from './plugins/external/request-log';
import sitePlugin from './site/plugin';
import platformPlugin from './platform/plugin';
import settingsRoutes from './settings/routes';
import settingsPlugin from './settings/plugin';
import devFeedRoutes from './feed/routes';
import siteRoutes from './site/routes';
import helpRoutes from './site/routes-help';
import bettingPlugin from './betting/plugin';
import betsRoutes from './betting/routes';
import bonusesPlugin from './bonuses/plugin';
import bonusesRoutes from './bonuses/routes';
import devBonusRoutes from './bonuses/dev-routes';
import favouritesPlugin from './favourites/plugin';
import favouritesRoutes from './favourites/routes';
import notificationsPlugin from './notifications/plugin';
import notificationsRoutes from './notifications/routes';
import votesPlugin from './votes/plugin';
import votesRoutes from './votes/routes';
import jackpotsPlugin from './jackpots/plugin';
import jackpotsRoutes from './jackpots/routes';
import devJackpotRoutes from './jackpots/dev-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The signed-in player of a request, or null; the player platform replaces the default. */
    resolvePlayerId: ResolvePlayerId;
  }
}

export type ResolvePlayerId = (request: FastifyRequest) => Promise<string | null>;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Who the player of a request is; by default nobody is signed in. */
  resolvePlayerId?: ResolvePlayerId;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests collect the log to check it leaks no secrets). */
  logStream?: DestinationStream;
  /** Wall clock of the simulated feed (tests control it). */
  now?: () => number;
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = fastify({
    logger: deps.logger ?? {
      level: deps.config.LOG_LEVEL,
      redact: REDACTED_PATHS,
      serializers: logSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    logController: new RequestLogController(),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    clientErrorHandler,
    // A request that trickles in is answered 408 once its time is up: headers and body both.
    requestTimeout: deps.config.API_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: deps.config.API_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(60_000, deps.config.API_REQUEST_TIMEOUT_MS),
      // How often Node looks for requests past their time (its default, 30 s, would double it).
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(50, Math.floor(deps.config.API_REQUEST_TIMEOUT_MS / 4)),
      ),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);

  await app.register(errorReportingPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config: deps.config });
  if (deps.config.DOCS_ENABLED) await app.register(swaggerPlugin);
  await app.register(databasePlugin, { handle: deps.database });
  // The real-time hub (built from config, closed with the app) decorates hubStatus and realtime.
  await app.register(realtimePlugin, { config: deps.config });
  await app.register(sitePlugin);
  // Before the platform and betting, which write notifications in their own transactions.
  await app.register(notificationsPlugin);
  // The player platform (accounts, sessions, wallet) decorates resolvePlayerId from its sessions,
  // or with deps.resolvePlayerId when a test injects one.
  await app.register(platformPlugin, {
    config: deps.config,
    resolvePlayerId: deps.resolvePlayerId,
  });
  // Token routes need resolvePlayerId, so the real-time routes come after the platform.
  await app.register(realtimeRoutes);

  await app.register(cataloguePlugin);
  const publish: CataloguePublisher = (channels, event) => {
    app.realtime.broadcast(channels, event).catch((error: unknown) => {
      app.log.warn({ err: error, event: event.event_name }, 'real-time publish failed');
    });
  };
  await app.register(feedPlugin, { publish, ...(deps.now ? { now: deps.now } : {}) });

  await app.register(bettingPlugin);
  await app.register(bonusesPlugin);
  await app.register(favouritesPlugin);
  await app.register(votesPlugin);
  await app.register(jackpotsPlugin);
  await app.register(settingsPlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (sb) => {
      await sb.register(catalogueRoutes);
      await sb.register(settingsRoutes);
      await sb.register(siteRoutes);
      await sb.register(helpRoutes);
      await sb.register(betsRoutes);
      await sb.register(bonusesRoutes);
      await sb.register(favouritesRoutes);
      await sb.register(notificationsRoutes);
      await sb.register(votesRoutes);
      await sb.register(jackpotsRoutes);
      await sb.register(trackingRoutes);
      if (deps.config.DEV_FEED_CONTROL ?? deps.config.NODE_ENV !== 'production') {
        await sb.register(devFeedRoutes);
        await sb.register(devBonusRoutes);
        await sb.register(devJackpotRoutes);
      }
    },
    { prefix: '/api/sb' },
  );
  return app;
}
