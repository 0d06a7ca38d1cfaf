// Wires betting into the app: placement, settlement from the feed, cash-out offers on the private channel.
import { channels, type BetCashoutChanged, type BetChanged } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { asc, inArray } from 'drizzle-orm';
import { BetCashout } from './cashout-service';
import { BetPlacement } from './placement';
import { BetSettlement } from './settlement-service';
import { betSelections, bets } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    betting: { placement: BetPlacement; settlement: BetSettlement; cashout: BetCashout };
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function betting(app: FastifyInstance) {
  const db = app.database.db;
  const store = app.catalogue.store;
  const site = () => app.site.config;
  const liveDelayMs = (sportKey: string) => app.site.liveDelayMs(sportKey);
  const publish = async (playerId: string, event: BetChanged | BetCashoutChanged) => {
    if (app.hasDecorator('realtime')) await app.realtime.publish(channels.user(playerId), event);
  };
  const placement = new BetPlacement({
    db,
    query: app.database.query,
    store,
    wallet: app.wallet,
    site,
    liveDelayMs,
    sleep,
  });
  const settlement = new BetSettlement({
    db,
    store,
    wallet: app.wallet,
    log: app.log,
    betChanged: (playerId, bet) =>
      publish(playerId, { event_name: 'bet_changed', message: { bet } }),
  });
  const cashout = new BetCashout({
    db,
    store,
    wallet: app.wallet,
    margin: () => site().betting.cashout_margin,
    liveDelayMs,
    sleep,
  });
  app.decorate('betting', { placement, settlement, cashout });

  if (!app.feed) return;
  // Results from the feed settle bets; price moves push new cash-out offers to their players.
  app.feed.service.onSettlement((matchId) => {
    settlement.settleMatch(matchId).catch((error: unknown) => {
      app.log.error({ err: error, matchId }, 'settlement failed');
    });
  });
  const lastOffers = new Map<number, number | null>();
  const pushOffers = async (matchIds: number[]) => {
    const ids = await settlement.openBetIds(matchIds);
    if (ids.length === 0) return;
    const betRows = await db.select().from(bets).where(inArray(bets.id, ids));
    const selectionRows = await db
      .select()
      .from(betSelections)
      .where(inArray(betSelections.betId, ids))
      .orderBy(asc(betSelections.position));
    for (const bet of betRows) {
      const offer = cashout.offer(
        bet,
        selectionRows.filter((s) => s.betId === bet.id),
      );
      if (lastOffers.get(bet.id) === offer) continue;
      lastOffers.set(bet.id, offer);
      await publish(bet.playerId, {
        event_name: 'bet_cashout_changed',
        message: { bet_id: String(bet.id), to_cashout: offer },
      });
    }
  };
  let changed = new Set<number>();
  app.feed.service.onMarketsChanged((matchId) => changed.add(matchId));
  const timer = setInterval(() => {
    if (changed.size === 0) return;
    const matchIds = [...changed];
    changed = new Set();
    pushOffers(matchIds).catch((error: unknown) =>
      app.log.warn({ err: error }, 'cash-out offers not pushed'),
    );
  }, 2000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(betting, {
  name: 'betting',
  dependencies: ['catalogue', 'feed', 'platform', 'site'],
});
