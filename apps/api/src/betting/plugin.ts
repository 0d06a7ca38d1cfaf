// Wires betting into the app: placement, settlement from stored results (a job on the feed leader),
// cash-out offers on the private channel.
import { bonusSelections, usableBonuses } from '../bonuses/bet-bonus';
import { farmBets } from '../bonuses/farming';
import { BoundedMap } from '../lib/bounded-map';
import {
  CashoutOfferAlerts,
  TOLD_BETS_KEPT,
  type OfferedBet,
} from '../notifications/cashout-offer-alerts';
import { noticeLimitRefusal } from '../notifications/limit-notices';
import { planJackpots, writeJackpotHits } from '../jackpots/contribution';
import {
  channels,
  type BetCashoutChanged,
  type BetChanged,
  type ServerBetBody,
} from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Bettors } from './bettor';
import { BetCashout } from './cashout-service';
import { BetHistory } from './history';
import { BetPlacement } from './placement';
import { BetRepository } from './repository';
import { SettlementJobs } from './settlement-jobs';
import { SettlementRunner } from './settlement-runner';
import { BetSettlement } from './settlement-service';

declare module 'fastify' {
  interface FastifyInstance {
    betting: {
      bettors: Bettors;
      bets: BetRepository;
      history: BetHistory;
      placement: BetPlacement;
      settlement: BetSettlement;
      cashout: BetCashout;
      jobs: SettlementJobs;
      runner: SettlementRunner;
    };
  }
}

/** A cash-out request finishes its own delay; the sweep steps in only this long after it. */
const CASHOUT_GRACE_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function betting(app: FastifyInstance) {
  const db = app.database.db;
  const store = app.catalogue.store;
  const site = () => app.site.config;
  const liveDelayMs = (sportKey: string) => app.site.liveDelayMs(sportKey);
  const publish = async (playerId: string, event: BetChanged | BetCashoutChanged) => {
    if (app.hasDecorator('realtime')) await app.realtime.publish(channels.user(playerId), event);
  };
  const betChanged = (playerId: string, bet: ServerBetBody) =>
    publish(playerId, { event_name: 'bet_changed', message: { bet } });
  const bets = new BetRepository(db);
  const bettors = new Bettors(db, site().default_currency);
  const placement = new BetPlacement({
    query: app.database.query,
    bets,
    store,
    wallet: app.wallet,
    site,
    liveDelays: () => app.site.liveDelays(),
    sleep,
    catalogueIsCurrent: () => app.feedLeader.leading,
    betChanged,
    transaction: (work) => app.database.transaction(work),
    stakeRefusal: (query, playerId, currency, amount) =>
      app.userLimits.stakeRefusal(query, playerId, currency, amount),
    limitReached: (playerId, refusal) =>
      noticeLimitRefusal(app.notifications, playerId, refusal, new Date()),
    ...(app.hasDecorator('terms')
      ? { termsAccepted: (id: string) => app.terms.hasAccepted(id) }
      : {}),
    usableBonuses: (playerId, ids) => usableBonuses(db, playerId, ids, new Date()),
    jackpots: {
      plan: (currency, bets) =>
        app.hasDecorator('jackpots') && app.jackpots.feeds(currency)
          ? planJackpots(app.jackpots.levelsFor(currency), currency, bets)
          : { entries: [], draws: [], hits: [] },
      hit: writeJackpotHits,
      hitsMade: (hitIds) => app.jackpots.hitsMade(hitIds),
    },
    farming: {
      farm: (query, playerId, placed) =>
        farmBets(
          query,
          playerId,
          placed.map(({ betId, bet }) => ({
            betId,
            type: bet.type,
            stake: bet.stake,
            currency: bet.currency,
            odds: bet.odds,
            withBonus: bet.bonus !== null,
            selections: bonusSelections(store, bet.selections),
          })),
          new Date(),
          (key) => app.huntings.freebetDays(key),
        ),
      farmed: (playerId, outcome) => app.huntings.farmedLater(playerId, outcome),
    },
  });
  const settlement = new BetSettlement({
    db,
    wallet: app.wallet,
    log: app.log,
    betChanged,
    notifier: app.notifications,
  });
  const cashout = new BetCashout({
    db,
    store,
    wallet: app.wallet,
    margin: () => site().betting.cashout_margin,
    liveDelayMs,
    sleep,
    settleBet: (betId) =>
      settlement.settleBet(betId).catch((error: unknown) => {
        app.log.warn(
          { err: error, betId },
          'bet not settled after its cash-out; the sweep retries',
        );
      }),
    betChanged,
    notifier: app.notifications,
  });
  const history = new BetHistory(bets, cashout);
  const jobs = new SettlementJobs(db);
  const runner = new SettlementRunner({
    db,
    settlement,
    cashout,
    jobs,
    log: app.log,
    sweepMs: app.config.SETTLEMENT_SWEEP_MS,
    cashoutGraceMs: CASHOUT_GRACE_MS,
  });
  app.decorate('betting', {
    bettors,
    bets,
    history,
    placement,
    settlement,
    cashout,
    jobs,
    runner,
  });
  // The feed leader settles: on taking over it sweeps what an earlier leader left unfinished.
  app.feedLeader.onChange(async (leading) => {
    if (leading) runner.start();
    else await runner.stop();
  });
  app.addHook('onClose', async () => runner.stop());

  if (!app.feed) return;
  // Results are queued for settlement in the transaction that stores them, then applied at once;
  // price moves push new cash-out offers to their players.
  app.feed.service.onResultsStored((matchIds, tx) => jobs.enqueue(matchIds, tx));
  app.feed.service.onSettlement((matchId) => {
    runner.runMatch(matchId).catch((error: unknown) => {
      app.log.warn({ err: error, matchId }, 'settlement deferred to the sweep');
    });
  });
  // The last offer pushed per bet, so an unchanged one is not pushed again; bounded as the told
  // bets are (a forgotten bet's unchanged offer is pushed once more, which changes nothing).
  const lastOffers = new BoundedMap<number, number | null>(TOLD_BETS_KEPT);
  // An offer reaching the player's threshold is told once per bet.
  const offerAlerts = new CashoutOfferAlerts(app.notifications);
  const pushOffers = async (matchIds: number[]) => {
    const ids = await settlement.openBetIds(matchIds);
    if (ids.length === 0) return;
    const changedOffers: { bet: OfferedBet; offer: number | null }[] = [];
    for (const { bet, selections } of await bets.withSelections(ids)) {
      const offer = cashout.offer(bet, selections);
      if (lastOffers.get(bet.id) === offer) continue;
      lastOffers.set(bet.id, offer);
      changedOffers.push({ bet, offer });
      await publish(bet.playerId, {
        event_name: 'bet_cashout_changed',
        message: { bet_id: String(bet.id), to_cashout: offer },
      });
    }
    await offerAlerts.offersChanged(changedOffers);
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
  dependencies: ['catalogue', 'feed', 'platform', 'site', 'notifications'],
});
