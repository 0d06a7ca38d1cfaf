// Races on real PostgreSQL (PGlite runs one transaction at a time, so these only show there).
import fc from 'fast-check';
import { oddsToDecimal, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketRecord, MatchRecord } from '../catalogue/records';
import { accounts, ledgerEntries } from '../platform/schema/wallet';
import { bets } from './schema';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { signUp, type Client } from '../../test/platform';

// CI runs 150 (.ci/run sets BET_RACE_RUNS; about twenty seconds); a local run takes 100 unless asked.
const RUNS = Number(process.env.BET_RACE_RUNS ?? 100);

describe.skipIf(!process.env.TEST_DATABASE_URL)('bet placement races on PostgreSQL', () => {
  let t: FeedTestApp;
  let match: MatchRecord;
  let market: MarketRecord;

  const selection = () => ({
    match_id: match.id,
    market_id: market.marketId,
    specifier: market.specifier,
    outcome_id: market.outcomes[0]!.id,
    odds: oddsToDecimal(market.outcomes[0]!.odds),
  });
  const place = (
    client: Client,
    stake: number,
    headers: Record<string, string> = {},
    chosen = selection(),
  ) =>
    client.post(
      '/api/sb/bets',
      {
        meta: { device_id: 'race' },
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [chosen] }],
      },
      headers,
    );
  const fund = async (playerId: string, amount: number) =>
    t.app.wallet.post({
      playerId,
      currency: 'EUR',
      amount,
      type: 'deposit',
      reference: `race:${playerId}`,
    });
  const ledgerOf = async (playerId: string) => {
    const rows = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, playerId));
    const [account] = await t.app.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.playerId, playerId));
    return { rows, balance: account!.balance };
  };

  beforeAll(async () => {
    t = await buildFeedTestApp('postgres', {
      AUTH_RATE_LIMIT_MAX: '100000',
      SEED_DEMO_PLAYERS: 'false',
    });
    match = [...t.app.catalogue.store.matches.values()].find(
      (m) =>
        m.status === MATCH_STATUS.prematch &&
        m.type === 'match' &&
        [...m.markets.values()].some((k) => k.status === MARKET_STATUS.allowed),
    )!;
    market = [...match.markets.values()].find((k) => k.status === MARKET_STATUS.allowed)!;
  }, 60_000);
  afterAll(() => t.close());

  it(
    `50 concurrent bets on one wallet that covers only some never overdraw (${RUNS} runs)`,
    async () => {
      const { client, profile } = await signUp(t.app);
      let funded = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 50, maxLength: 50 }),
          fc.integer({ min: 0, max: 60_000 }),
          async (stakes, topUp) => {
            if (topUp > 0) {
              await t.app.wallet.post({
                playerId: profile.id,
                currency: 'EUR',
                amount: topUp,
                type: 'deposit',
                reference: `topup:${++funded}`,
              });
            }
            const { rows: earlier, balance: before } = await ledgerOf(profile.id);
            const answers = await Promise.all(stakes.map((stake) => place(client, stake)));
            const accepted = answers.filter((r) => r.statusCode === 201);
            for (const r of answers) expect([201, 402]).toContain(r.statusCode);
            const spent = accepted.reduce(
              (sum, r) => sum + (r.json().data[0].stake.value as number),
              0,
            );
            const { rows, balance } = await ledgerOf(profile.id);
            // The burst's rows: one stake per accepted bet, and a jackpot win when one of them
            // hit a level (each euro bet draws; over many runs a level is hit now and then).
            const seen = new Set(earlier.map((r) => r.id));
            const burst = rows.filter((r) => !seen.has(r.id));
            const stakeRows = burst.filter((r) => r.type === 'stake');
            expect(stakeRows).toHaveLength(accepted.length);
            expect(stakeRows.reduce((sum, r) => sum - r.amount, 0)).toBe(spent);
            expect(burst.every((r) => r.type === 'stake' || r.type === 'jackpot_win')).toBe(true);
            expect(balance).toBe(before + burst.reduce((sum, r) => sum + r.amount, 0));
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(balance);
            expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
          },
        ),
        { numRuns: RUNS },
      );
    },
    30 * 60_000,
  );

  it('replays of one idempotency key racing each other produce one bet and one debit', async () => {
    const { client, profile } = await signUp(t.app);
    await fund(profile.id, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        place(client, 1_000, { 'idempotency-key': 'race-key-0001' }),
      ),
    );
    const ids = new Set(
      answers.filter((r) => r.statusCode === 201).map((r) => r.json().data[0].id),
    );
    expect(ids.size).toBe(1);
    const placed = await t.app.database.db.select().from(bets).where(eq(bets.playerId, profile.id));
    expect(placed).toHaveLength(1);
    expect((await ledgerOf(profile.id)).balance).toBe(9_000);
  });

  it('settlement run twice at once pays once', async () => {
    const { client, profile } = await signUp(t.app);
    await fund(profile.id, 10_000);
    const other = [...t.app.catalogue.store.matches.values()].find(
      (m) =>
        m.id !== match.id &&
        m.status === MATCH_STATUS.prematch &&
        m.type === 'match' &&
        [...m.markets.values()].some((k) => k.status === MARKET_STATUS.allowed),
    )!;
    const otherMarket = [...other.markets.values()].find(
      (k) => k.status === MARKET_STATUS.allowed,
    )!;
    const res = await client.post('/api/sb/bets', {
      meta: { device_id: 'race' },
      bets: [
        {
          stake: { value: 1_000, currency: 'EUR' },
          selections: [
            {
              match_id: other.id,
              market_id: otherMarket.marketId,
              specifier: otherMarket.specifier,
              outcome_id: otherMarket.outcomes[0]!.id,
              odds: oddsToDecimal(otherMarket.outcomes[0]!.odds),
            },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    otherMarket.results = Object.fromEntries(
      otherMarket.outcomes.map((o, i) => [
        o.id,
        { result: i === 0 ? ('win' as const) : ('lose' as const) },
      ]),
    );
    await t.app.catalogue.repository.saveMatches([
      { match: other, fixture: true, marketKeys: other.markets.keys() },
    ]);
    await Promise.all([1, 2, 3].map(() => t.app.betting.settlement.settleMatch(other.id)));
    const wins = (await ledgerOf(profile.id)).rows.filter((r) => r.type === 'win');
    expect(wins).toHaveLength(1);
    expect(wins[0]!.amount).toBe(Math.floor((1_000 * otherMarket.outcomes[0]!.odds) / 10_000));
  });

  it('an odds change racing a placement never accepts a worse price under mode none', async () => {
    const { client, profile } = await signUp(t.app);
    await fund(profile.id, 1_000_000);
    const saved = await client.post('/api/sb/settings', { auto_accept_odds_change: 'none' });
    expect(saved.json().auto_accept_odds_change).toBe('none');
    const outcome = market.outcomes[0]!;
    const asked = outcome.odds;
    const chosen = selection();
    const results = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        if (i % 2 === 0) {
          // The feed shortens the price while placements are in flight.
          outcome.odds = (asked - 500 * ((i % 4) + 1)) as typeof outcome.odds;
          return null;
        }
        return place(client, 100, {}, chosen);
      }),
    );
    outcome.odds = asked;
    for (const res of results) {
      if (!res) continue;
      if (res.statusCode === 201) expect(res.json().data[0].odds).toBe(oddsToDecimal(asked));
      else expect(res.json().code).toBe('INVALID_ODDS');
    }
    const placed = await t.app.database.db.select().from(bets).where(eq(bets.playerId, profile.id));
    expect(placed.every((b) => b.odds >= asked)).toBe(true);
  });
});
