// Max stake for every bet type: the stake it answers is placed, one share (or unit) more is
// refused. A system bet's is a whole share per line, the debit the placement books.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedMarkets,
  bet,
  bettingApp,
  eurBalance,
  pick,
  place,
  prematchMatches,
} from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { signUp, type Client } from '../../test/platform';

describe.each(databaseKinds)('max stake of system and bet-builder bets on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;

  beforeAll(async () => {
    ({ t, player: alice } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  /** Runs `check` under these EUR limits: a stake limit and a refusing payout (profit) limit. */
  async function withLimits(stake: number, profit: number, check: () => Promise<void>) {
    const limits = t.app.site.config.bet_limits;
    const saved = { stake: limits.max_stake_limit, payout: limits.payout_limit };
    limits.max_stake_limit = {
      ...limits.max_stake_limit,
      fiat: [{ currency_code: 'EUR', amount: stake }],
    };
    limits.payout_limit = { amount: profit, currency_code: 'EUR', action: 'reject' };
    try {
      await check();
    } finally {
      limits.max_stake_limit = saved.stake;
      limits.payout_limit = saved.payout;
    }
  }

  const maxStake = async (body: unknown): Promise<number | null> => {
    const res = await alice.post('/api/sb/bets/max-stake', { bets: [body] });
    expect(res.statusCode).toBe(200);
    return res.json().data[0].max_stake;
  };

  /** Placed at `stake` (and debited what it says), refused with `code` at `over`. */
  const placesUpTo = async (
    legs: ReturnType<typeof pick>[],
    extra: Record<string, unknown>,
    stake: number,
    over: number,
    code: string,
  ) => {
    const refused = await place(alice, [bet(legs, over, extra)]);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(code);
    const before = await eurBalance(alice);
    const placed = await place(alice, [bet(legs, stake, extra)]);
    expect(placed.statusCode).toBe(201);
    expect(await eurBalance(alice)).toBe(before - stake);
  };

  it('a system bet: the stake limit over its lines, in whole shares', async () => {
    const [a, b, c] = prematchMatches(t);
    const legs = [pick(a!), pick(b!), pick(c!)];
    await withLimits(1_000, 10_000_000, async () => {
      // 10.00 over 3 lines: 3.33 a line, 9.99 staked.
      const max = await maxStake(bet(legs, 1, { system_id: '2/3' }));
      expect(max).toBe(999);
      await placesUpTo(legs, { system_id: '2/3' }, 999, 1_002, 'MAX_STAKE_EXCEEDED');
    });
  });

  it('a system bet: its profit, every line won, within the payout limit', async () => {
    const [, , , d, e, f] = prematchMatches(t);
    const legs = [pick(d!), pick(e!), pick(f!)];
    await withLimits(1_000_000, 500, async () => {
      const max = (await maxStake(bet(legs, 1, { system_id: '2/3' })))!;
      expect(max % 3).toBe(0);
      expect(max).toBeGreaterThan(0);
      await placesUpTo(legs, { system_id: '2/3' }, max, max + 3, 'PAYOUT_LIMIT_EXCEEDED');
    });
  });

  it('a bet builder: at its builder price', async () => {
    const g = prematchMatches(t)[6]!;
    const markets = allowedMarkets(g);
    const legs = [pick(g, markets[0]!), pick(g, markets[1]!)];
    const priced = (await alice.post('/api/sb/bets/custom/odds', { selections: legs })).json();
    await withLimits(1_000_000, 500, async () => {
      const extra = { custom_odds: priced.odds };
      const max = (await maxStake(bet(legs, 1, extra)))!;
      // The profit at the builder price: max × (odds − 1) within 5.00, one unit more over it.
      expect(Math.floor(max * priced.odds) - max).toBeLessThanOrEqual(500);
      await placesUpTo(legs, extra, max, max + 1, 'PAYOUT_LIMIT_EXCEEDED');
    });
  });

  it("no more than the player's own wager limit has left, in whole shares for a system", async () => {
    const { client } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 50_000, currency: 'EUR' });
    const limit = { type: 'wager', period: 'day', value: 2_000 };
    expect((await client.post('/api/platform/user_limits', limit)).statusCode).toBe(201);
    const [h, i, j] = prematchMatches(t).slice(7);
    const single = [pick(h!)];
    const maxOf = async (body: unknown) =>
      (await client.post('/api/sb/bets/max-stake', { bets: [body] })).json().data[0].max_stake;
    expect((await place(client, [bet(single, 500)])).statusCode).toBe(201);
    expect(await maxOf(bet(single, 1))).toBe(1_500);
    // 15.00 left over 3 lines: 5.00 a line.
    const legs = [pick(h!), pick(i!), pick(j!)];
    expect(await maxOf(bet(legs, 1, { system_id: '2/3' }))).toBe(1_500);
    expect((await place(client, [bet(single, 1_400)])).statusCode).toBe(201);
    expect(await maxOf(bet(legs, 1, { system_id: '2/3' }))).toBe(99);
    expect(await maxOf(bet(single, 1))).toBe(100);
    // What it answers is placed; a unit more is refused by the limit.
    expect(JSON.stringify((await place(client, [bet(single, 101)])).json())).toContain(
      'WAGER_LIMIT_EXCEEDED',
    );
    expect((await place(client, [bet(single, 100)])).statusCode).toBe(201);
    expect(await maxOf(bet(single, 1))).toBe(0);
  });
});
