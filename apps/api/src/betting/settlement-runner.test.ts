// Settlement as a resumable job: the sweep finishes results stored but never applied, retries
// with back-off, re-settles corrections once, and resolves cash-outs left in their delay.
import { oddsToDecimal, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketRecord, MatchRecord } from '../catalogue/records';
import { ledgerEntries } from '../platform/schema/wallet';
import { bets, settlementJobs } from './schema';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { signUp, type Client } from '../../test/platform';

describe.each(databaseKinds)('settlement jobs and sweep on %s', (kind) => {
  let t: FeedTestApp;
  let player: Client;
  let playerId: string;
  const used = new Set<number>();

  beforeAll(async () => {
    t = await buildFeedTestApp(kind, { AUTH_RATE_LIMIT_MAX: '10000', SEED_DEMO_PLAYERS: 'false' });
    const signed = await signUp(t.app);
    player = signed.client;
    playerId = signed.profile.id;
    await player.post('/api/platform/player/deposits', { amount: 100_000, currency: 'EUR' });
  }, 60_000);
  afterAll(() => t.close());

  /** A prematch match (not used by an earlier test) and its first open market. */
  const freshMatch = (): { match: MatchRecord; market: MarketRecord } => {
    const match = [...t.app.catalogue.store.matches.values()].find(
      (m) =>
        !used.has(m.id) &&
        m.status === MATCH_STATUS.prematch &&
        m.type === 'match' &&
        [...m.markets.values()].some(
          (k) => k.status === MARKET_STATUS.allowed && k.outcomes.length >= 2,
        ),
    )!;
    used.add(match.id);
    const market = [...match.markets.values()].find(
      (k) => k.status === MARKET_STATUS.allowed && k.outcomes.length >= 2,
    )!;
    return { match, market };
  };
  const place = async (match: MatchRecord, market: MarketRecord, index: number) => {
    const outcome = market.outcomes[index]!;
    const res = await player.post('/api/sb/bets', {
      meta: { device_id: 'sweep-test' },
      bets: [
        {
          stake: { value: 1_000, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.marketId,
              specifier: market.specifier,
              outcome_id: outcome.id,
              odds: oddsToDecimal(outcome.odds),
            },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    return Number(res.json().data[0].id);
  };
  /** Stores results as the feed does (with the market rows), without queueing settlement. */
  const storeResults = async (match: MatchRecord, market: MarketRecord, winner: number) => {
    market.results = Object.fromEntries(
      market.outcomes.map((o, i) => [o.id, { result: i === winner ? 'win' : 'lose' } as const]),
    );
    await t.app.catalogue.repository.saveMatches([
      { match, fixture: true, marketKeys: match.markets.keys() },
    ]);
  };
  const bet = async (id: number) =>
    (await t.app.database.db.select().from(bets).where(eq(bets.id, id)))[0]!;
  const payouts = async (id: number) =>
    (
      await t.app.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.playerId, playerId))
    ).filter((e) => e.reference.startsWith(`bet:${id}:`));

  it('settles results that were stored but never applied (a crash in between), once', async () => {
    const { match, market } = freshMatch();
    const winner = await place(match, market, 0);
    const loser = await place(match, market, 1);
    await storeResults(match, market, 0);

    const first = await t.app.betting.runner.sweep();
    expect(first.bets).toBe(2);
    expect(await bet(winner)).toMatchObject({ status: 'done', result: 'win_entire' });
    expect(await bet(loser)).toMatchObject({ status: 'done', result: 'lose_entire' });
    expect(await t.app.betting.runner.sweep()).toMatchObject({ bets: 0, jobs: 0, failures: 0 });
    const paid = await payouts(winner);
    expect(paid.map((e) => [e.type, e.reference])).toEqual([['win', `bet:${winner}:settlement:1`]]);
  });

  it('a queued correction re-settles every bet of the match exactly once', async () => {
    const { match, market } = freshMatch();
    const id = await place(match, market, 0);
    await storeResults(match, market, 0);
    await t.app.betting.jobs.enqueue([match.id]);
    expect((await t.app.betting.runner.sweep()).jobs).toBe(1);
    expect(await bet(id)).toMatchObject({ status: 'done', result: 'win_entire', settlements: 1 });

    // The feed corrects itself: the other outcome won. Stored and queued together, as a flush does.
    await storeResults(match, market, 1);
    await t.app.betting.jobs.enqueue([match.id]);
    expect((await t.app.betting.runner.sweep()).jobs).toBe(1);
    expect(await t.app.betting.runner.sweep()).toMatchObject({ jobs: 0, bets: 0 });
    expect(await bet(id)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
      winAmount: 0,
      settlements: 2,
    });
    const entries = await payouts(id);
    expect(entries.map((e) => e.type).sort()).toEqual(['settlement_reversal', 'win']);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(await t.app.betting.jobs.get(match.id)).toBeNull();
  });

  it('a job whose run fails waits with back-off; newer results keep it queued', async () => {
    const { jobs } = t.app.betting;
    await jobs.enqueue([900_001]);
    const job = (await jobs.get(900_001))!;
    await jobs.failed(job, new Error('connection terminated'));
    expect((await jobs.due()).map((j) => j.matchId)).not.toContain(900_001);
    const [row] = await t.app.database.db
      .select()
      .from(settlementJobs)
      .where(eq(settlementJobs.matchId, 900_001));
    expect(row).toMatchObject({ attempts: 1, lastError: 'connection terminated' });

    // Results arrive again while a run is in flight: the run's completion leaves the new job.
    await jobs.enqueue([900_001]);
    await jobs.done(job);
    expect(await jobs.get(900_001)).toMatchObject({ version: job.version + 1, attempts: 0 });
    await jobs.done((await jobs.get(900_001))!);
    expect(await jobs.get(900_001)).toBeNull();
  });

  /** Puts a bet in a cash-out delay that ended `agoS` seconds ago, at `accepted`. */
  const heldCashout = async (id: number, accepted: number, agoS: number) => {
    await t.app.database.db
      .update(bets)
      .set({
        status: 'cashout_in_progress',
        cashoutAmount: accepted,
        cashoutDeadline: sql`now() - make_interval(secs => ${agoS})`,
      })
      .where(eq(bets.id, id));
  };
  const offerOf = async (id: number) => {
    const loaded = (await t.app.betting.cashout.load(playerId, id))!;
    return t.app.betting.cashout.offer(loaded.bet, loaded.rows)!;
  };

  it('after a crash, an expired cash-out still covered by the offer completes at the accepted value', async () => {
    const { match, market } = freshMatch();
    const id = await place(match, market, 0);
    const accepted = await offerOf(id);
    await heldCashout(id, accepted, 60);

    expect((await t.app.betting.runner.sweep()).cashouts).toBe(1);
    expect(await bet(id)).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      winAmount: accepted,
      cashoutDeadline: null,
    });
    expect((await payouts(id)).map((e) => [e.type, e.amount])).toEqual([['cashout', accepted]]);
  });

  it('an expired cash-out the offer no longer covers returns to open; one in its delay is left alone', async () => {
    const { match, market } = freshMatch();
    const expired = await place(match, market, 0);
    const waiting = await place(match, market, 1);
    await heldCashout(expired, (await offerOf(expired)) + 1_000_000, 60);
    await heldCashout(waiting, await offerOf(waiting), -60);

    await t.app.betting.runner.sweep();
    expect(await bet(expired)).toMatchObject({ status: 'submitted', cashoutAmount: null });
    expect((await bet(waiting)).status).toBe('cashout_in_progress');
    expect(await payouts(expired)).toEqual([]);
  });

  it('results that arrive during a cash-out delay refuse it and the bet settles', async () => {
    const { match, market } = freshMatch();
    const id = await place(match, market, 0);
    await heldCashout(id, await offerOf(id), -60);
    await storeResults(match, market, 0);

    expect(await t.app.betting.settlement.settleMatch(match.id)).toBe(1);
    expect(await bet(id)).toMatchObject({ status: 'done', result: 'win_entire' });
    // The request that started the cash-out finds it gone.
    expect((await t.app.betting.cashout.resolve(id)).kind).toBe('not_in_progress');
    expect((await payouts(id)).map((e) => e.type)).toEqual(['win']);
  });
});
