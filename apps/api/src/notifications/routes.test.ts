// API tests of /api/sb/notifications: written with the events they tell of (a bet settled, a
// cash-out, a payment the cashier finished, a bonus issued), pushed live with the unread count,
// listed page by page, read one by one or all, switched off per kind, and never another player's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  allowedMarkets,
  bet,
  bettingApp,
  pick,
  place,
  prematchMatches,
  storeResults,
} from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { Client, signUp } from '../../test/platform';
import { notifications as notificationsTable } from './schema';
import { bets } from '../betting/schema';

const NOTIFICATIONS = '/api/sb/notifications';

interface Listed {
  id: string;
  type: string;
  title: string;
  body: string;
  caption: string;
  params: Record<string, string | number>;
  read: boolean;
  object_type: string;
  object_id: string;
}

describe.each(databaseKinds)('notifications API on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;
  let aliceId: string;
  let matchIndex = 10;

  beforeAll(async () => {
    ({ t, player: alice, playerId: aliceId } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  const list = async (client: Client, query = '') => {
    const res = await client.get(`${NOTIFICATIONS}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Listed[]; pagination: Record<string, number> };
  };
  const unread = async (client: Client) =>
    (await client.get(`${NOTIFICATIONS}/counters`)).json().unread as number;

  /** Places a single on a fresh match and settles it won (or lost). */
  async function settledBet(client: Client, won = true) {
    const match = prematchMatches(t)[matchIndex++]!;
    const market = allowedMarkets(match)[0]!;
    const placed = (await place(client, [bet([pick(match, market, 0)], 1_000)])).json().data[0];
    market.results = Object.fromEntries(
      market.outcomes.map((o, i) => [o.id, { result: i === 0 && won ? 'win' : 'lose' }]),
    );
    await storeResults(t, match);
    await t.app.betting.settlement.settleMatch(match.id);
    return placed.id as string;
  }

  it('refuses a visitor (401) on every call', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get(NOTIFICATIONS)).statusCode).toBe(401);
    expect((await visitor.get(`${NOTIFICATIONS}/counters`)).statusCode).toBe(401);
    expect((await visitor.post(`${NOTIFICATIONS}/read`, { ids: ['1'] })).statusCode).toBe(401);
    expect((await visitor.post(`${NOTIFICATIONS}/read-all`)).json()).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect((await visitor.get(`${NOTIFICATIONS}/preferences`)).statusCode).toBe(401);
  });

  it('a settled bet writes its notification with the result, pushed live with the unread count', async () => {
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const before = await unread(alice);
    const betId = await settledBet(alice);
    const [first] = (await list(alice)).data;
    expect(first).toMatchObject({
      type: 'bet_settled',
      title: 'notification.bet_settled.win.title',
      body: 'notification.bet_settled.win.body',
      caption: 'notification.caption.bet',
      object_type: 'bet',
      object_id: betId,
      read: false,
      params: { bet_id: betId, currency: 'EUR' },
    });
    // Named by the reference the player knows it by (My bets, the receipt).
    const [stored] = await t.app.database.db
      .select()
      .from(bets)
      .where(eq(bets.id, Number(betId)));
    expect(first!.params.bet_ref).toBe(stored!.ref);
    expect(first!.params.amount).toBeGreaterThan(1_000);
    expect(await unread(alice)).toBe(before + 1);
    const own = publish.mock.calls.filter(([channel]) => channel === `$user:${aliceId}`);
    expect(own.map(([, data]) => (data as { event_name: string }).event_name)).toEqual(
      expect.arrayContaining(['notification', 'unread_counters_changed']),
    );
    expect(own.map(([, data]) => data)).toContainEqual({
      event_name: 'unread_counters_changed',
      message: { notifications: { unread: before + 1 } },
    });
    publish.mockRestore();

    // Settling again at the same results writes nothing more.
    const count = (await list(alice)).pagination.total;
    await t.app.betting.settlement.settleBets([Number(betId)]);
    expect((await list(alice)).pagination.total).toBe(count);
  });

  it('a lost bet reads as lost', async () => {
    const betId = await settledBet(alice, false);
    expect((await list(alice)).data[0]).toMatchObject({
      object_id: betId,
      title: 'notification.bet_settled.lose.title',
      params: { amount: 0 },
    });
  });

  it('pages newest first with the spec pagination block', async () => {
    const { client } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 50_000, currency: 'EUR' });
    for (let i = 0; i < 3; i++) await settledBet(client);
    const page1 = await list(client, '?limit=2&page=1');
    expect(page1.pagination).toEqual({ total: 3, page: 1, limit: 2, last_page: 2 });
    const page2 = await list(client, '?limit=2&page=2');
    expect(page2.data).toHaveLength(1);
    expect(Number(page1.data[0]!.id)).toBeGreaterThan(Number(page1.data[1]!.id));
    expect(Number(page1.data[1]!.id)).toBeGreaterThan(Number(page2.data[0]!.id));
    expect((await client.get(`${NOTIFICATIONS}?limit=0`)).statusCode).toBe(400);
  });

  it('reading some lowers the counter; read-all clears it; both push the new count', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 50_000, currency: 'EUR' });
    await settledBet(client);
    await settledBet(client);
    expect(await unread(client)).toBe(2);
    const [newest] = (await list(client)).data;
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const read = await client.post(`${NOTIFICATIONS}/read`, { ids: [newest!.id] });
    expect(read.json()).toEqual({ unread: 1 });
    expect(publish).toHaveBeenCalledWith(`$user:${profile.id}`, {
      event_name: 'unread_counters_changed',
      message: { notifications: { unread: 1 } },
    });
    publish.mockRestore();
    expect((await list(client)).data.find((n) => n.id === newest!.id)!.read).toBe(true);
    expect((await client.post(`${NOTIFICATIONS}/read-all`)).json()).toEqual({ unread: 0 });
    expect(await unread(client)).toBe(0);
    expect((await client.post(`${NOTIFICATIONS}/read`, { ids: ['x'] })).statusCode).toBe(400);
    expect((await client.post(`${NOTIFICATIONS}/read`, { ids: [] })).statusCode).toBe(400);
  });

  it("another player's notifications are never listed, counted or read", async () => {
    await settledBet(alice);
    const mine = (await list(alice)).data.filter((n) => !n.read).map((n) => n.id);
    const before = await unread(alice);
    const { client: mallory } = await signUp(t.app);
    expect((await list(mallory)).data).toEqual([]);
    expect(await unread(mallory)).toBe(0);
    expect((await mallory.post(`${NOTIFICATIONS}/read`, { ids: mine })).json()).toEqual({
      unread: 0,
    });
    await mallory.post(`${NOTIFICATIONS}/read-all`);
    expect(await unread(alice)).toBe(before);
  });

  it('a kind switched off is not written; switched on again it is', async () => {
    const { client } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 50_000, currency: 'EUR' });
    const prefs = (await client.get(`${NOTIFICATIONS}/preferences`)).json().preferences;
    expect(prefs).toContainEqual({ type: 'bet_settled', enabled: true });
    const off = await client.put(`${NOTIFICATIONS}/preferences`, {
      preferences: [{ type: 'bet_settled', enabled: false }],
    });
    expect(off.json().preferences).toContainEqual({ type: 'bet_settled', enabled: false });
    await settledBet(client);
    expect((await list(client)).pagination.total).toBe(0);
    await client.put(`${NOTIFICATIONS}/preferences`, {
      preferences: [{ type: 'bet_settled', enabled: true }],
    });
    await settledBet(client);
    expect((await list(client)).pagination.total).toBe(1);
    const bad = await client.put(`${NOTIFICATIONS}/preferences`, {
      preferences: [{ type: 'nonsense', enabled: true }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a cash-out done is told with what it paid', async () => {
    const match = prematchMatches(t)[matchIndex++]!;
    const placed = (await place(alice, [bet([pick(match)], 1_000)])).json().data[0];
    const offer = (await alice.get('/api/sb/bets?filter=open'))
      .json()
      .data.find((b: { id: string }) => b.id === placed.id).to_cashout as number;
    const res = await alice.post('/api/sb/bets/cashout', { bet_id: placed.id, to_cashout: offer });
    expect(res.statusCode).toBe(200);
    expect((await list(alice)).data[0]).toMatchObject({
      type: 'cashout_done',
      object_id: placed.id,
      params: { amount: offer, currency: 'EUR' },
    });
  });

  it('a waiting withdrawal the cashier pays out, and a bonus issued, are told', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 5_000, currency: 'EUR' });
    const res = await client.post('/api/platform/player/withdrawals', {
      amount: 2_000,
      currency: 'EUR',
    });
    const id = (res.json() as { transaction: { id: number } }).transaction.id;
    await t.app.cashier.settle(id);
    expect((await list(client)).data[0]).toMatchObject({
      type: 'withdrawal_result',
      title: 'notification.withdrawal_result.success.title',
      object_type: 'payment',
      params: { amount: 2_000, currency: 'EUR' },
    });
    const bonus = await t.app.bonuses.grant(profile.id, 'welcome-freebet');
    // Named in the locale the list is read in, English without one.
    const named = (locale: string) =>
      list(client, locale ? `?locale=${locale}` : '').then(({ data }) => data[0]);
    expect(await named('de')).toMatchObject({
      type: 'bonus_issued',
      title: 'notification.bonus_issued.available.title',
      body: 'notification.bonus_issued.available.body',
      object_type: 'bonus',
      object_id: bonus!.id,
      params: { bonus_type: 'freebet', bonus_name: 'Willkommens-Gratiswette' },
    });
    expect((await named(''))!.params.bonus_name).toBe('Welcome free bet');
    expect((await named('xx'))!.params.bonus_name).toBe('Welcome free bet');
  });

  it("the demo seed's bonuses are the account's starting state: nothing is told", async () => {
    const { profile } = await signUp(t.app);
    expect(await t.app.bonuses.issueDemo(profile.id)).toBeGreaterThan(0);
    const rows = await t.app.database.db
      .select()
      .from(notificationsTable)
      .where(eq(notificationsTable.playerId, profile.id));
    expect(rows).toEqual([]);
  });

  it('a used-up limit that refuses a deposit or a stake is told once per limit and period', async () => {
    const { client } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 5_000, currency: 'EUR' });
    const limit = (type: string, value: number) =>
      client.post('/api/platform/user_limits', { type, period: 'day', value });
    const told = async () => (await list(client)).data.filter((n) => n.type === 'limit_reached');
    expect((await limit('deposit', 6_000)).statusCode).toBe(201);
    // More than the 1,000 left is refused, and the refusal says what is left: the limit is not
    // used up, so nothing says it is.
    const over = await client.post('/api/platform/player/deposits', {
      amount: 2_000,
      currency: 'EUR',
    });
    expect(over.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      data: { remaining: 1_000 },
    });
    expect(await told()).toEqual([]);
    const rest = await client.post('/api/platform/player/deposits', {
      amount: 1_000,
      currency: 'EUR',
    });
    expect(rest.statusCode).toBeLessThan(300);
    for (let i = 0; i < 2; i++) {
      const refused = await client.post('/api/platform/player/deposits', {
        amount: 2_000,
        currency: 'EUR',
      });
      expect(refused.json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    }
    expect(await told()).toEqual([
      expect.objectContaining({
        title: 'notification.limit_reached.deposit.title',
        object_type: 'limit',
        object_id: 'deposit:day',
        params: { period: 'day' },
      }),
    ]);

    expect((await limit('wager', 500)).statusCode).toBe(201);
    const match = prematchMatches(t)[matchIndex++]!;
    const refused = await place(client, [bet([pick(match)], 1_000)]);
    expect(JSON.stringify(refused.json())).toContain('WAGER_LIMIT_EXCEEDED');
    expect((await told()).filter((n) => n.object_id === 'wager:day')).toEqual([]);
    expect((await place(client, [bet([pick(match)], 500)])).statusCode).toBeLessThan(300);
    await place(client, [bet([pick(prematchMatches(t)[matchIndex++]!)], 100)]);
    await place(client, [bet([pick(prematchMatches(t)[matchIndex++]!)], 100)]);
    const wager = (await list(client)).data.filter((n) => n.object_id === 'wager:day');
    expect(wager).toHaveLength(1);
    expect(wager[0]!.title).toBe('notification.limit_reached.wager.title');
  });
});
