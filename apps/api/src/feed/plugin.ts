// Elects the feed leader and runs the simulated feed into the catalogue on it; other instances
// read the catalogue the leader writes. Stops the feed and frees the lock on close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueFollower } from './catalogue-follower';
import {
  AdvisoryLockLeadership,
  FEED_LEADER_LOCK_KEY,
  SoleLeader,
  type FeedLeadership,
} from './feed-leader';
import { FeedService } from './feed-service';
import type { CataloguePublisher } from './ingest';
import { SimulatedFeedProvider } from './simulator/simulated-provider';
import { sportModels } from './simulator/models/index';

declare module 'fastify' {
  interface FastifyInstance {
    feed: { service: FeedService; provider: SimulatedFeedProvider } | null;
    /** Whether this instance leads (runs the feed and settlement); listeners follow changes. */
    feedLeader: FeedLeadership;
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
    const { store, repository } = app.catalogue;
    const leader: FeedLeadership =
      app.database.kind === 'postgres' && config.DATABASE_URL
        ? new AdvisoryLockLeadership({
            url: config.DATABASE_URL,
            key: FEED_LEADER_LOCK_KEY,
            pollMs: config.FEED_LEADER_POLL_MS,
            log: app.log,
          })
        : new SoleLeader(app.log);
    app.decorate('feedLeader', leader);
    // Started after every plugin has registered its leadership listener; the feed's last flush
    // (on close) writes before the lock is freed.
    app.addHook('onReady', async () => leader.start());
    app.addHook('onClose', async () => leader.stop());

    if (!config.FEED_ENABLED) {
      app.decorate('feed', null);
      return;
    }
    const provider = new SimulatedFeedProvider(store, {
      seed: config.FEED_SEED,
      speed: config.FEED_SPEED,
      tickMs: config.FEED_TICK_MS,
      horizonDays: config.FEED_HORIZON_DAYS,
      outages: config.FEED_OUTAGES,
      liveCoverage: config.FEED_LIVE_COVERAGE,
      now: options.now ?? Date.now,
      models: sportModels,
    });
    const service = new FeedService(store, repository, provider, options.publish, {
      flushMs: config.FEED_FLUSH_MS,
      locales: config.LOCALES,
      log: app.log,
      db: app.database.db,
    });
    app.decorate('feed', { service, provider });

    // A follower reads what the leader flushes, at the leader's flush interval.
    const follower = new CatalogueFollower(store, repository, {
      intervalMs: config.FEED_FLUSH_MS,
      log: app.log,
    });
    leader.onChange(async (leading) => {
      if (leading) {
        await follower.stop();
        // Catch up with the last leader's writes before the feed continues from them; changes
        // this instance could not write before it lost the lead (results among them) stay.
        if (app.database.kind === 'postgres')
          await follower.refresh(new Set(service.ingest.dirty.matches.keys()));
        await service.start();
      } else {
        await service.stop();
        await follower.start();
      }
    });
    if (app.database.kind === 'postgres') {
      app.addHook('onReady', async () => {
        if (!leader.leading) await follower.start();
      });
      app.addHook('onClose', async () => follower.stop());
    }
  },
  { name: 'feed', dependencies: ['catalogue'] },
);
