// Starts the simulated feed into the catalogue when the app is ready; stops it on close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FeedService } from '../../feed/feed-service';
import type { CataloguePublisher } from '../../feed/ingest';
import { SimulatedFeedProvider } from '../../feed/simulator/simulated-provider';
import { sportModels } from '../../feed/simulator/models/index';

declare module 'fastify' {
  interface FastifyInstance {
    feed: { service: FeedService; provider: SimulatedFeedProvider } | null;
  }
}

export interface FeedPluginOptions {
  /** Wall clock for the simulator; tests pass a controllable one. */
  now?: () => number;
  publish: CataloguePublisher;
}

export default fp(
  async function feed(app: FastifyInstance, options: FeedPluginOptions) {
    const config = app.config;
    if (!config.FEED_ENABLED) {
      app.decorate('feed', null);
      return;
    }
    const provider = new SimulatedFeedProvider(app.catalogue.store, {
      seed: config.FEED_SEED,
      speed: config.FEED_SPEED,
      tickMs: config.FEED_TICK_MS,
      horizonDays: config.FEED_HORIZON_DAYS,
      outages: config.FEED_OUTAGES,
      liveCoverage: config.FEED_LIVE_COVERAGE,
      now: options.now ?? Date.now,
      models: sportModels,
    });
    const service = new FeedService(
      app.catalogue.store,
      app.catalogue.repository,
      provider,
      options.publish,
      {
        flushMs: config.FEED_FLUSH_MS,
        locales: config.LOCALES,
        log: app.log,
      },
    );
    app.decorate('feed', { service, provider });
    app.addHook('onReady', async () => service.start());
    app.addHook('onClose', async () => service.stop());
  },
  { name: 'feed', dependencies: ['catalogue'] },
);
