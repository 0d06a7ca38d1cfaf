// Warn actions of the site's limits applied by the server: a combo over the odds limit under
// accept_with_warning is stored and settled at the capped odds; a win over the payout limit under
// warn is stored and paid at most the cap. The bet's answer carries what was stored.
import type { OddsInt } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../catalogue/records';
import { ledgerEntries } from '../platform/schema/wallet';
import { bets as betsTable } from './schema';
import {
  allowedMarkets,
  bet,
  bettingApp,
  eurBalance,
  pick,
  place,
  prematchMatches,
  storeResults,
} from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import type { Client } from '../../test/platform';

describe.each(databaseKinds)('warn actions of the bet limits on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;
  let aliceId: string;

  beforeAll(async () => {
    ({ t, player: alice, playerId: aliceId } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  /** Sets the first outcome of the match's first open market to these odds (OddsInt). */
  const priceFirstOutcome = (match: MatchRecord, odds: number) => {
    allowedMarkets(match)[0]!.outcomes[0]!.odds = odds as OddsInt;
  };
  /** The first outcome of the match's first open market wins, the others lose. */
  const firstOutcomeWins = async (match: MatchRecord) => {
    const market = allowedMarkets(match)[0]!;
    market.results = Object.fromEntries(
      market.outcomes.map((o, i) => [o.id, { result: i === 0 ? 'win' : 'lose' }]),
    );
    await storeResults(t, match);
    await t.app.betting.settlement.settleMatch(match.id);
  };
  const storedBet = async (id: string) =>
    (
      await t.app.database.db
        .select()
        .from(betsTable)
        .where(eq(betsTable.id, Number(id)))
    )[0]!;
  const ledgerOf = async (id: string) =>
    (
      await t.app.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.playerId, aliceId))
    ).filter((row) => row.reference.startsWith(`bet:${id}:`));

  it('places a combo over the odds limit at the limit, stores it and settles at it', async () => {
    expect(t.app.site.config.bet_limits.odds_limit).toMatchObject({
      value: 10_000_000,
      action: 'accept_with_warning',
    });
    const matches = prematchMatches(t).slice(0, 3);
    // 15.00 × 15.00 × 15.00 = 3,375.00, above the odds limit of 1,000.00.
    for (const match of matches) priceFirstOutcome(match, 150_000);
    const res = await place(alice, [
      bet(
        matches.map((m) => pick(m)),
        100,
      ),
    ]);
    expect(res.statusCode).toBe(201);
    const [placed] = res.json().data;
    expect(placed).toMatchObject({ type: 'combo', odds: 1000, potential_win_amount: 100_000 });
    expect(await storedBet(placed.id)).toMatchObject({
      odds: 10_000_000,
      potentialWin: 100_000,
      payoutCap: 100_000,
    });
    // My bets reads the same terms; its cash-out offer is worth the capped share only.
    const listed = (await alice.get('/api/sb/bets?filter=open'))
      .json()
      .data.find((b: { id: string }) => b.id === placed.id);
    expect(listed).toMatchObject({ odds: 1000, potential_win_amount: 100_000 });
    expect(listed.to_cashout).toBeLessThanOrEqual(Math.floor((95 * 1_000) / 3_375));

    const before = await eurBalance(alice);
    for (const match of matches) await firstOutcomeWins(match);
    // Uncapped it would pay 3,375.00; it pays what was stored: 1,000.00.
    expect(await storedBet(placed.id)).toMatchObject({ status: 'done', winAmount: 100_000 });
    expect(await eurBalance(alice)).toBe(before + 100_000);
    const rows = await ledgerOf(placed.id);
    expect(rows.filter((r) => r.type === 'win').map((r) => r.amount)).toEqual([100_000]);
  });

  it('caps a win over the payout limit under warn at the stake plus the limit, and pays it', async () => {
    const saved = t.app.site.config.bet_limits.payout_limit;
    t.app.site.config.bet_limits.payout_limit = {
      amount: 1_000,
      currency_code: 'EUR',
      action: 'accept_with_warning',
    };
    try {
      const match = prematchMatches(t)[3]!;
      priceFirstOutcome(match, 40_000);
      // 20.00 at 4.00 would win 80.00 (profit 60.00); the profit is capped at 10.00.
      const res = await place(alice, [bet([pick(match)], 2_000)]);
      expect(res.statusCode).toBe(201);
      const [placed] = res.json().data;
      expect(placed).toMatchObject({ odds: 4, potential_win_amount: 3_000 });
      expect(await storedBet(placed.id)).toMatchObject({ payoutCap: 3_000 });
      const before = await eurBalance(alice);
      await firstOutcomeWins(match);
      expect(await storedBet(placed.id)).toMatchObject({ result: 'win_entire', winAmount: 3_000 });
      expect(await eurBalance(alice)).toBe(before + 3_000);
    } finally {
      t.app.site.config.bet_limits.payout_limit = saved;
    }
  });

  it('a bet within the limits is stored uncapped and pays in full', async () => {
    const match = prematchMatches(t)[4]!;
    priceFirstOutcome(match, 25_000);
    const [placed] = (await place(alice, [bet([pick(match)], 1_000)])).json().data;
    expect(placed).toMatchObject({ odds: 2.5, potential_win_amount: 2_500 });
    expect(await storedBet(placed.id)).toMatchObject({ payoutCap: null });
    await firstOutcomeWins(match);
    expect(await storedBet(placed.id)).toMatchObject({ winAmount: 2_500 });
  });
});
