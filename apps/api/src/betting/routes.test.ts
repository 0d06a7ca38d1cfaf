import { marketSchema } from '@sportsbook/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../platform/schema/wallet';
import { players } from '../platform/schema/players';
import { shareCodes } from './schema';
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
import { Client, signUp } from '../../test/platform';

describe.each(databaseKinds)('bets on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;
  let aliceId: string;

  const prematch = () => prematchMatches(t);
  const allowed = allowedMarkets;
  const balance = eurBalance;

  beforeAll(async () => {
    ({ t, player: alice, playerId: aliceId } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  it('answers 401 to visitors on every bet call', async () => {
    const visitor = new Client(t.app);
    expect((await place(visitor, [bet([pick(prematch()[0]!)])])).statusCode).toBe(401);
    expect((await visitor.get('/api/sb/bets')).statusCode).toBe(401);
    expect(
      (await visitor.post('/api/sb/bets/cashout', { bet_id: '1', to_cashout: 1 })).statusCode,
    ).toBe(401);
  });

  it('places a single at the current odds, debits the stake and lists it with a cash-out offer', async () => {
    const before = await balance(alice);
    const res = await place(alice, [bet([pick(prematch()[0]!)])]);
    expect(res.statusCode).toBe(201);
    const [placed] = res.json().data;
    expect(placed).toMatchObject({
      type: 'single',
      status: 'submitted',
      result: 'no_results',
      stake: { value: 1_000, currency: 'EUR', subunits: 100 },
    });
    expect(await balance(alice)).toBe(before - 1_000);
    const list = (await alice.get('/api/sb/bets?filter=open')).json();
    const listed = list.data.find((b: { id: string }) => b.id === placed.id);
    expect(listed.to_cashout).toBeGreaterThan(0);
    expect(listed.to_cashout).toBeLessThan(1_000);
    expect(list.pagination).toMatchObject({ page: 1, limit: 50 });
  });

  it('places combo, system and bet builder bets', async () => {
    const [a, b, c] = prematch();
    const combo = await place(alice, [bet([pick(a!), pick(b!)])]);
    expect(combo.statusCode).toBe(201);
    expect(combo.json().data[0].type).toBe('combo');
    const system = await place(alice, [
      bet([pick(a!), pick(b!), pick(c!)], 900, { system_id: '2/3' }),
    ]);
    expect(system.statusCode).toBe(201);
    expect(system.json().data[0]).toMatchObject({
      type: 'system',
      system: { id: '2/3', win_count: 2, total_count: 3 },
    });
    // Only what the lines carry is staked: 1000 over three lines stakes 999.
    const uneven = await place(alice, [
      bet([pick(a!), pick(b!), pick(c!)], 1_000, { system_id: '2/3' }),
    ]);
    expect(uneven.json().data[0].stake.value).toBe(999);
    const tooLow = await place(alice, [
      bet([pick(a!), pick(b!), pick(c!)], 2, { system_id: '2/3' }),
    ]);
    expect(tooLow.json().code).toBe('STAKE_TOO_LOW');
    const markets = allowed(a!);
    const legs = [pick(a!, markets[0]!), pick(a!, markets[1]!)];
    const priced = (await alice.post('/api/sb/bets/custom/odds', { selections: legs })).json();
    expect(priced.available).toBe(true);
    const product = legs.reduce((p, l) => p * l.odds, 1);
    expect(priced.odds).not.toBeCloseTo(product, 2);
    const custom = await place(alice, [bet(legs, 500, { custom_odds: priced.odds })]);
    expect(custom.statusCode).toBe(201);
    expect(custom.json().data[0].type).toBe('custom');
  });

  it('refuses a bet builder bet while the site does not offer the bet builder', async () => {
    const [a] = prematch();
    const markets = allowed(a!);
    const legs = [pick(a!, markets[0]!), pick(a!, markets[1]!)];
    const priced = (await alice.post('/api/sb/bets/custom/odds', { selections: legs })).json();
    const before = await balance(alice);
    const settings = t.app.site.config.sportsbook;
    settings.custom_bet_enabled = false;
    try {
      const res = await place(alice, [bet(legs, 500, { custom_odds: priced.odds })]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'CUSTOM_BET_DISABLED',
        message: 'error.place_bets.custom_bet_disabled',
        data: { errors_by_bet: { 0: { code: 'CUSTOM_BET_DISABLED' } } },
      });
      expect(await balance(alice)).toBe(before);
    } finally {
      settings.custom_bet_enabled = true;
    }
  });

  it('answers the bet builder markets of a match in the contract market form', async () => {
    const [a] = prematch();
    const res = await alice.get(`/api/sb/bets/custom/markets/${a!.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: unknown[] };
    expect(data.length).toBeGreaterThan(0);
    expect(marketSchema.array().safeParse(data).success).toBe(true);
  });

  it('refuses contradictory bet builder selections with a localized message', async () => {
    const [a] = prematch();
    const market = allowed(a!)[0]!;
    const res = await alice.post('/api/sb/bets/custom/calculate', {
      selections: [pick(a!, market, 0), pick(a!, market, 1)],
    });
    expect(res.json()).toMatchObject({
      available: false,
      localized_message: 'These selections cannot all happen together.',
    });
  });

  it('rejects changed odds with INVALID_ODDS and a localized message per bet', async () => {
    const sel = pick(prematch()[1]!);
    const res = await place(alice, [bet([{ ...sel, odds: sel.odds + 0.5 }])]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'INVALID_ODDS',
      message: 'error.place_bets.invalid_odds',
      data: {
        details: 'rejected before placement',
        errors_by_bet: {
          0: {
            code: 'INVALID_ODDS',
            localized_message: 'The odds have changed. Accept the new odds to place this bet.',
          },
        },
      },
    });
  });

  it('takes a better price under accept mode higher, never a worse one', async () => {
    await alice.post('/api/sb/settings', { auto_accept_odds_change: 'higher' });
    const sel = pick(prematch()[1]!);
    const lower = await place(alice, [
      bet([{ ...sel, odds: Number((sel.odds - 0.05).toFixed(2)) }]),
    ]);
    expect(lower.statusCode).toBe(201);
    expect(lower.json().data[0].odds).toBe(sel.odds);
    const higher = await place(alice, [bet([{ ...sel, odds: sel.odds + 0.5 }])]);
    expect(higher.json().code).toBe('INVALID_ODDS');
    await alice.post('/api/sb/settings', { auto_accept_odds_change: 'none' });
  });

  it('rejects suspended markets, unknown selections, same-match combos, stakes over the limit and other currencies', async () => {
    const [a, b] = prematch();
    const market = allowed(b!)[0]!;
    const sel = pick(b!, market);
    market.status = -1;
    expect((await place(alice, [bet([sel])])).json().code).toBe('MARKET_SUSPENDED');
    market.status = 1;
    expect((await place(alice, [bet([{ ...sel, outcome_id: 'nope' }])])).json().code).toBe(
      'SELECTION_NOT_FOUND',
    );
    const markets = allowed(a!);
    expect(
      (await place(alice, [bet([pick(a!, markets[0]!), pick(a!, markets[1]!)])])).json().code,
    ).toBe('SAME_MATCH_SELECTIONS');
    expect((await place(alice, [bet([sel], 2_000_000)])).json().code).toBe('MAX_STAKE_EXCEEDED');
    const usd = await place(alice, [{ ...bet([sel]), stake: { value: 100, currency: 'USD' } }]);
    expect(usd.json().code).toBe('CURRENCY_NOT_ACTIVE');
    expect(
      (await place(alice, [bet([pick(a!), pick(b!)], 500, { system_id: '2/3' })])).json().code,
    ).toBe('SYSTEM_TYPE_INVALID');
  });

  it('places several bets of one request together, each with its own stake ledger row in order', async () => {
    const [a, b] = prematch();
    const before = await balance(alice);
    const res = await place(alice, [bet([pick(a!)], 300), bet([pick(a!), pick(b!)], 200)]);
    expect(res.statusCode).toBe(201);
    const placed = res.json().data as Array<{ id: string; type: string; selections: unknown[] }>;
    expect(placed.map((p) => [p.type, p.selections.length])).toEqual([
      ['single', 1],
      ['combo', 2],
    ]);
    const stakes = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.reference, [`bet:${placed[0]!.id}`, `bet:${placed[1]!.id}`]))
      .orderBy(ledgerEntries.id);
    expect(stakes.map((r) => [r.amount, r.balanceAfter])).toEqual([
      [-300, before - 300],
      [-200, before - 500],
    ]);
    // Together or not at all: one bet over the balance places neither.
    const tooMuch = await place(alice, [bet([pick(a!)], 100), bet([pick(b!)], before)]);
    expect(tooMuch.statusCode).toBe(402);
    expect(await balance(alice)).toBe(before - 500);
  });

  it('rejects a stake above the balance without debiting anything', async () => {
    const before = await balance(alice);
    const res = await place(alice, [bet([pick(prematch()[2]!)], before + 1)]);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(alice)).toBe(before);
  });

  it('answers a replay of one idempotency key with the first bets and debits once', async () => {
    const before = await balance(alice);
    const body = [bet([pick(prematch()[3]!)], 700)];
    const first = await place(alice, body, { 'idempotency-key': 'key-00000001' });
    const second = await place(alice, body, { 'idempotency-key': 'key-00000001' });
    expect(first.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    expect(await balance(alice)).toBe(before - 700);
  });

  it('refuses bets from pve and spam-flagged players', async () => {
    const bob = await signUp(t.app);
    await t.app.database.db
      .update(players)
      .set({ pve: true })
      .where(eq(players.id, bob.profile.id));
    const res = await place(bob.client, [bet([pick(prematch()[0]!)])]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PVE_PLAYER_BET_FORBIDDEN',
      message: 'error.platform.pve_player_bet_forbidden',
    });
  });

  it('cashes out at the accepted offer, refuses a higher ask or one far under, and hides other players’ bets', async () => {
    const placed = (await place(alice, [bet([pick(prematch()[4]!)], 2_000)])).json().data[0];
    const offer = (await alice.get('/api/sb/bets?filter=open'))
      .json()
      .data.find((b: { id: string }) => b.id === placed.id).to_cashout;
    const greedy = await alice.post('/api/sb/bets/cashout', {
      bet_id: placed.id,
      to_cashout: offer + 1,
    });
    expect(greedy.statusCode).toBe(422);
    expect(greedy.json()).toMatchObject({
      code: 'CASHOUT_VALUE_CHANGED',
      data: { to_cashout: offer },
    });
    const other = await signUp(t.app);
    expect(
      (await other.client.post('/api/sb/bets/cashout', { bet_id: placed.id, to_cashout: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await other.client.get('/api/sb/bets')).json().data).toEqual([]);
    const before = await balance(alice);
    // An amount far under the offer was never offered: refused with the offer, nothing paid.
    const lowball = await alice.post('/api/sb/bets/cashout', { bet_id: placed.id, to_cashout: 1 });
    expect(lowball.statusCode).toBe(422);
    expect(lowball.json()).toMatchObject({
      code: 'CASHOUT_VALUE_CHANGED',
      data: { to_cashout: offer },
    });
    expect(await balance(alice)).toBe(before);
    const done = await alice.post('/api/sb/bets/cashout', { bet_id: placed.id, to_cashout: offer });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: offer,
    });
    expect(await balance(alice)).toBe(before + offer);
    expect(
      (await alice.post('/api/sb/bets/cashout', { bet_id: placed.id, to_cashout: offer })).json()
        .code,
    ).toBe('CASHOUT_UNAVAILABLE');
  });

  it('keeps the ledger equal to the balance after every kind of bet', async () => {
    const rows = await t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, aliceId));
    const sum = rows.filter((r) => r.currency === 'EUR').reduce((s, r) => s + r.amount, 0);
    expect(sum).toBe(await balance(alice));
  });

  it('stores a shared slip under a code and counts events', async () => {
    const share = {
      stake: 500,
      currency: 'EUR',
      subunits: 100,
      selections: [pick(prematch()[0]!)].map(({ odds: _odds, ...s }) => s),
      betType: 'single',
      systemType: null,
      customOdds: null,
      freebetStake: null,
    };
    const created = await alice.post('/api/sb/bets/share-code', { bets: [share] });
    expect(created.statusCode).toBe(201);
    const { code } = created.json();
    expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await new Client(t.app).get(`/api/sb/bets/share-code?code=${code}`)).json()).toEqual({
      bets: [share],
    });
    expect((await alice.get('/api/sb/bets/share-code?code=unknown-code')).statusCode).toBe(404);
    // A slip stored before the share call checked what it takes is not handed out: 404, not 500.
    await t.app.database.db.insert(shareCodes).values({
      code: 'old-made-up-1',
      payload: [{ ...share, currency: 'XYZ', freebetStake: -1 }],
    });
    const old = await alice.get('/api/sb/bets/share-code?code=old-made-up-1');
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await alice.post('/api/sb/counters', { key: 'share.opened' })).statusCode).toBe(204);
  });

  it('gives the largest stake the limits allow', async () => {
    const res = await alice.post('/api/sb/bets/max-stake', { bets: [bet([pick(prematch()[0]!)])] });
    expect(res.json().data[0].max_stake).toBeGreaterThan(0);
    expect(res.json().data[0].max_stake).toBeLessThanOrEqual(1_000_000);
  });
});
