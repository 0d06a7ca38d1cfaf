// Settlement of placed bets from the results the feed stores: each result kind once, corrections,
// half results and dead heats, no bet on a known result, and the ledger equal to the balance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets as betsTable } from './schema';
import { ledgerEntries } from '../platform/schema/wallet';
import {
  allowedMarkets,
  bet,
  bettingApp,
  eurBalance,
  pick,
  place,
  prematchMatches,
  storeResults as storeMatchResults,
} from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import type { Client } from '../../test/platform';

describe.each(databaseKinds)('bet settlement on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;
  let aliceId: string;

  const prematch = () => prematchMatches(t);
  const allowed = allowedMarkets;
  const balance = eurBalance;
  const storeResults = (match: Parameters<typeof storeMatchResults>[1]) =>
    storeMatchResults(t, match);

  beforeAll(async () => {
    ({ t, player: alice, playerId: aliceId } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  it('settles each result kind exactly once and re-settles a correction', async () => {
    const match = prematch()[5]!;
    const market = allowed(match)[0]!;
    const singles = await Promise.all(
      [0, 1].map(
        async (i) => (await place(alice, [bet([pick(match, market, i)], 1_000)])).json().data[0],
      ),
    );
    const before = await balance(alice);
    const [home, away] = market.outcomes;
    market.results = { [home!.id]: { result: 'win' }, [away!.id]: { result: 'lose' } };
    for (const o of market.outcomes.slice(2)) market.results[o.id] = { result: 'lose' };
    await storeResults(match);
    expect(await t.app.betting.settlement.settleMatch(match.id)).toBe(2);
    expect(await t.app.betting.settlement.settleMatch(match.id)).toBe(0);
    const win = Math.floor((1_000 * home!.odds) / 10_000);
    expect(await balance(alice)).toBe(before + win);
    const list = (await alice.get('/api/sb/bets?filter=settled')).json().data;
    expect(list.find((b: { id: string }) => b.id === singles[0].id)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: win,
    });
    expect(list.find((b: { id: string }) => b.id === singles[1].id)).toMatchObject({
      result: 'lose_entire',
      win_amount: 0,
    });
    expect(
      (await alice.get('/api/sb/bets?result=win')).json().data.map((b: { id: string }) => b.id),
    ).toContain(singles[0].id);

    // A correction: the first outcome is void after all; the win goes back and the stake returns.
    market.results = { [home!.id]: { result: 'void' }, [away!.id]: { result: 'lose' } };
    await storeResults(match);
    expect(await t.app.betting.settlement.settleMatch(match.id)).toBe(1);
    expect(await balance(alice)).toBe(before + 1_000);
    const [row] = await t.app.database.db
      .select()
      .from(betsTable)
      .where(eq(betsTable.id, Number(singles[0].id)));
    expect(row).toMatchObject({
      result: 'refund_entire',
      settlements: 2,
      voidBy: 'automated:feed',
    });
    expect(row!.voidReason).toContain(market.name);
  });

  it('on an instance that does not lead, refuses a market the database holds as resulted', async () => {
    const match = prematch()[7]!;
    const market = allowed(match)[0]!;
    // The leader stored results this instance's catalogue has not read yet.
    const stored = structuredClone(match);
    stored.markets.set([...match.markets.entries()].find(([, m]) => m === market)![0], {
      ...market,
      results: { [market.outcomes[0]!.id]: { result: 'win' } },
    });
    await storeResults(stored);
    const leadership = t.app.feedLeader as { leading: boolean };
    const before = await balance(alice);
    leadership.leading = false;
    try {
      const refused = await place(alice, [bet([pick(match, market)])]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data.errors_by_bet[0].code).toBe('MARKET_SUSPENDED');
      expect(await balance(alice)).toBe(before);
    } finally {
      leadership.leading = true;
    }
    // The leader's own catalogue is the newest: it does not ask the database.
    await storeResults(match);
  });

  it('settles half wins, half losses and dead heats by the domain rules', async () => {
    const match = prematch()[6]!;
    const market = allowed(match)[0]!;
    const placed: Array<{ id: string }> = [];
    for (const i of [0, 1])
      placed.push((await place(alice, [bet([pick(match, market, i)], 1_000)])).json().data[0]);
    const [first, second] = market.outcomes;
    market.results = {
      [first!.id]: { result: 'half_win' },
      [second!.id]: { result: 'win', dead_heat_factor: 0.5 },
    };
    await storeResults(match);
    await t.app.betting.settlement.settleMatch(match.id);
    const list = (await alice.get('/api/sb/bets?filter=settled')).json().data;
    const halfWin = Math.floor((1_000 * (first!.odds + 10_000)) / 20_000);
    expect(list.find((b: { id: string }) => b.id === placed[0]!.id)).toMatchObject({
      result: 'refund_half_win_other',
      win_amount: halfWin,
    });
    const deadHeat = Math.floor((1_000 * second!.odds) / 20_000);
    expect(list.find((b: { id: string }) => b.id === placed[1]!.id).win_amount).toBe(deadHeat);
  });

  it('keeps the ledger equal to the balance after every kind of bet', async () => {
    const rows = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, aliceId));
    const sum = rows.filter((r) => r.currency === 'EUR').reduce((s, r) => s + r.amount, 0);
    expect(sum).toBe(await balance(alice));
  });
});
