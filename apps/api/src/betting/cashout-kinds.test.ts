// Cash out of system and bet-builder bets: offered in My bets (the offer the feed pushes as
// bet_cashout_changed comes from the same function), taken through the cash-out route with a ledger row equal to the offer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchRecord } from '../catalogue/records';
import { ledgerEntries } from '../platform/schema/wallet';
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

describe.each(databaseKinds)('cash out of system and bet-builder bets on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;
  let aliceId: string;

  beforeAll(async () => {
    ({ t, player: alice, playerId: aliceId } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  const offerOf = async (id: string): Promise<number | null> =>
    (await alice.get('/api/sb/bets?filter=open'))
      .json()
      .data.find((b: { id: string }) => b.id === id).to_cashout;

  /** Cashes the bet out at its offer; checks the answer, the balance and the ledger row. */
  const cashOut = async (id: string, offer: number) => {
    const before = await eurBalance(alice);
    const res = await alice.post('/api/sb/bets/cashout', { bet_id: id, to_cashout: offer });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: offer,
    });
    expect(await eurBalance(alice)).toBe(before + offer);
    const rows = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, aliceId));
    expect(
      rows.filter((r) => r.reference === `bet:${id}:cashout`).map((r) => [r.type, r.amount]),
    ).toEqual([['cashout', offer]]);
    // Taken once: a second request is refused and pays nothing.
    const again = await alice.post('/api/sb/bets/cashout', { bet_id: id, to_cashout: offer });
    expect(again.json().code).toBe('CASHOUT_UNAVAILABLE');
    expect(await eurBalance(alice)).toBe(before + offer);
  };

  /** One leg's market resolves: that outcome wins (or loses) and the match's bets settle. */
  const resolve = async (match: MatchRecord, marketIndex: number, winner: boolean) => {
    const market = allowedMarkets(match)[marketIndex]!;
    market.results = Object.fromEntries(
      market.outcomes.map((o, i) => [o.id, { result: i === 0 && winner ? 'win' : 'lose' }]),
    );
    await storeResults(t, match);
    await t.app.betting.settlement.settleMatch(match.id);
  };

  it('offers a system bet the value of its lines and cashes it out', async () => {
    const [a, b, c] = prematchMatches(t);
    const res = await place(alice, [
      bet([pick(a!), pick(b!), pick(c!)], 900, { system_id: '2/3' }),
    ]);
    expect(res.statusCode).toBe(201);
    const placed = res.json().data[0];
    // Prices unchanged: the stake less the 5% margin.
    expect(await offerOf(placed.id)).toBe(855);
    await cashOut(placed.id, 855);
  });

  it('values a system bet with a lost leg by its remaining line', async () => {
    const [, , , d, e, f] = prematchMatches(t);
    const legs = [pick(d!), pick(e!), pick(f!)];
    const placed = (await place(alice, [bet(legs, 900, { system_id: '2/3' })])).json().data[0];
    await resolve(d!, 0, false);
    // Two of three lines lost; the line e-f is worth 300 × 0.95 at unchanged prices.
    expect(await offerOf(placed.id)).toBe(285);
    await cashOut(placed.id, 285);
  });

  it('offers a bet builder from the price of its remaining legs and cashes it out', async () => {
    const g = prematchMatches(t)[6]!;
    const markets = allowedMarkets(g);
    const legs = [pick(g, markets[0]!), pick(g, markets[1]!), pick(g, markets[2]!)];
    const priced = (await alice.post('/api/sb/bets/custom/odds', { selections: legs })).json();
    const placed = (await place(alice, [bet(legs, 1_000, { custom_odds: priced.odds })])).json()
      .data[0];
    expect(placed.type).toBe('custom');
    expect(await offerOf(placed.id)).toBe(950);

    // One leg wins: the other two are priced now as a bet builder of their own.
    await resolve(g, 0, true);
    const remaining = (
      await alice.post('/api/sb/bets/custom/odds', { selections: legs.slice(1) })
    ).json();
    const offer = await offerOf(placed.id);
    expect(offer).toBe(Math.floor((1_000 * priced.odds * 0.95) / remaining.odds));
    await cashOut(placed.id, offer!);
  });

  it('pushes a system bet’s and a bet builder’s offers as bet_cashout_changed when prices move', async () => {
    const published: { channel: string; data: unknown }[] = [];
    const publish = vi
      .spyOn(t.app.realtime, 'publish')
      .mockImplementation(async (channel: string, data: unknown) => {
        published.push({ channel, data });
        return { offset: 0, epoch: 'test' };
      });
    try {
      const [h, i, j] = prematchMatches(t).slice(7, 10);
      const system = (
        await place(alice, [bet([pick(h!), pick(i!), pick(j!)], 900, { system_id: '2/3' })])
      ).json().data[0];
      const markets = allowedMarkets(h!);
      const legs = [pick(h!, markets[0]!), pick(h!, markets[1]!)];
      const priced = (await alice.post('/api/sb/bets/custom/odds', { selections: legs })).json();
      const custom = (await place(alice, [bet(legs, 1_000, { custom_odds: priced.odds })])).json()
        .data[0];
      /** A push of a positive offer for the bet on the player's private channel. */
      const offerPushedFor = (id: string) =>
        published.some((p) => {
          const event = p.data as {
            event_name: string;
            message: { bet_id?: string; to_cashout?: number | null };
          };
          return (
            p.channel.includes(aliceId) &&
            event.event_name === 'bet_cashout_changed' &&
            event.message.bet_id === id &&
            (event.message.to_cashout ?? 0) > 0
          );
        });
      // The feed moves on until the prices of match h change; each move pushes the new offers.
      await vi.waitFor(
        () => {
          t.advance(60_000);
          expect(offerPushedFor(system.id)).toBe(true);
          expect(offerPushedFor(custom.id)).toBe(true);
        },
        { timeout: 30_000, interval: 500 },
      );
    } finally {
      publish.mockRestore();
    }
  });
});
