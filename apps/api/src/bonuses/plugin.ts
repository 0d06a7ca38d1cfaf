// Wires the bonus engine into the app: the service over the site's definitions, bonus_issued on
// the player's private channel, and the demo player's bonuses when demo players are seeded.
import { channels, type BonusIssued } from '@sportsbook/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { players } from '../platform/schema/players';
import { DEMO_PLAYERS } from '../platform/seed/demo-players';
import { Bonuses } from './bonus-service';
import { startHuntings, type HuntingsOnApp } from './hunting-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: Bonuses;
    huntings: HuntingsOnApp;
  }
}

interface ChannelPublisher {
  publish(channel: string, data: unknown): Promise<unknown>;
}

async function bonusesPlugin(app: FastifyInstance) {
  const log = app.log.child({ module: 'bonuses' });
  const bonuses = new Bonuses({
    db: app.database.db,
    players: app.players,
    site: () => app.site.config,
    now: () => new Date(),
    // Hunting and tournament bonuses carry their farming stats (the huntings decorated below).
    withStats: (playerId, list) => app.huntings.withStats(playerId, list),
    ...(app.hasDecorator('notifications') ? { notifier: app.notifications } : {}),
    placeOf(matchId) {
      if (!app.hasDecorator('catalogue')) return null;
      const store = app.catalogue.store;
      const match = store.matches.get(matchId);
      if (!match) return null;
      const categoryId = store.tournaments.get(match.tournamentId)?.categoryId;
      return { categoryId: String(categoryId ?? ''), tournamentId: String(match.tournamentId) };
    },
    // A failed publication is logged, never thrown: the bonus is issued; the list is the truth.
    async announce(playerId, bonus) {
      if (!app.hasDecorator('realtime')) return;
      const event: BonusIssued = { event_name: 'bonus_issued', message: { bonus } };
      try {
        await (app as unknown as { realtime: ChannelPublisher }).realtime.publish(
          channels.user(playerId),
          event,
        );
      } catch (error) {
        log.warn({ err: error }, 'bonus_issued not published');
      }
    },
  });
  app.decorate('bonuses', bonuses);
  startHuntings(app, bonuses, log);

  if (app.config.SEED_DEMO_PLAYERS) {
    // After the platform's onReady seed has made the demo player.
    app.addHook('onReady', async () => {
      const email = DEMO_PLAYERS[0]?.email;
      if (!email) return;
      const [demo] = await app.database.db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.email, email));
      if (!demo) return;
      const issued = await bonuses.issueDemo(demo.id);
      if (issued > 0) log.info({ issued }, 'demo bonuses issued');
    });
  }
}

export default fp(bonusesPlugin, {
  name: 'bonuses',
  dependencies: ['database', 'site', 'platform'],
});
