import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { buildPlatformTestApp, signUp, type PlatformTestApp } from '../../../test/platform';
import type { Database } from '../db';
import { realtimeBalancePublisher } from './balance-publisher';
import { Wallet, WalletError, type BalanceChange } from './wallet';

/** The ledger sum and the account balance of a player's currency. */
export async function ledgerAndBalance(db: Database, playerId: string, currency: string) {
  const rows = (await db.execute(sql`
    select a.balance::bigint as balance,
           coalesce((select sum(amount) from ledger_entries l where l.account_id = a.id), 0)::bigint as ledger,
           coalesce((select min(balance_after) from ledger_entries l where l.account_id = a.id), 0)::bigint as lowest
    from accounts a where a.player_id = ${playerId} and a.currency = ${currency}`)) as unknown as
    | { rows: { balance: string; ledger: string; lowest: string }[] }
    | { balance: string; ledger: string; lowest: string }[];
  const row = Array.isArray(rows) ? rows[0]! : rows.rows[0]!;
  return { balance: Number(row.balance), ledger: Number(row.ledger), lowest: Number(row.lowest) };
}

describe.each(databaseKinds)('wallet ledger on %s', (kind) => {
  let t: PlatformTestApp;
  let wallet: Wallet;
  const published: BalanceChange[] = [];
  const switches: { playerId: string; currency: string; balance: number }[] = [];
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
    wallet = new Wallet(t.database.handle.db, {
      balanceChanged: async (change) => void published.push(change as BalanceChange),
      accountChanged: async (change) => void switches.push(change),
    });
  });
  afterAll(async () => t.close());

  async function player(deposit = 10_000) {
    const { profile } = await signUp(t.app);
    if (deposit)
      await wallet.post({
        playerId: profile.id,
        currency: 'EUR',
        amount: deposit,
        type: 'deposit',
        reference: 'test:opening',
      });
    return profile.id;
  }

  it('writes a ledger row per change; the ledger sums to the balance', async () => {
    const id = await player();
    await wallet.post({
      playerId: id,
      currency: 'EUR',
      amount: -2_500,
      type: 'stake',
      reference: 'bet:1',
    });
    const win = await wallet.post({
      playerId: id,
      currency: 'EUR',
      amount: 6_000,
      type: 'win',
      reference: 'bet:1',
    });
    expect(win).toMatchObject({ currency: 'EUR', amount: 6_000, balance: 13_500, replayed: false });
    expect(await ledgerAndBalance(t.database.handle.db, id, 'EUR')).toEqual({
      balance: 13_500,
      ledger: 13_500,
      lowest: 7_500,
    });
    expect(published.filter((c) => c.playerId === id).map((c) => c.balance)).toEqual([
      10_000, 7_500, 13_500,
    ]);
  });

  it('never lets a balance go negative', async () => {
    const id = await player(1_000);
    const overdraw = wallet.post({
      playerId: id,
      currency: 'EUR',
      amount: -1_001,
      type: 'stake',
      reference: 'bet:2',
    });
    await expect(overdraw).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const all = await wallet.post({
      playerId: id,
      currency: 'EUR',
      amount: -1_000,
      type: 'withdrawal',
      reference: 'w:1',
    });
    expect(all.balance).toBe(0);
    const bypass = t.database.handle.db.execute(
      sql`update accounts set balance = -1 where player_id = ${id}`,
    );
    await expect(bypass).rejects.toThrow();
  });

  it('posts a type and reference once: a replay answers the first result, another amount is a conflict', async () => {
    const id = await player();
    const stake = {
      playerId: id,
      currency: 'EUR',
      amount: -500,
      type: 'stake' as const,
      reference: 'bet:3',
    };
    const first = await wallet.post(stake);
    const again = await wallet.post(stake);
    expect(again).toMatchObject({ entryId: first.entryId, balance: 9_500, replayed: true });
    await expect(wallet.post({ ...stake, amount: -700 })).rejects.toMatchObject({
      code: 'REFERENCE_CONFLICT',
    });
    expect((await ledgerAndBalance(t.database.handle.db, id, 'EUR')).balance).toBe(9_500);
  });

  it('refuses amounts whose sign does not fit the type, and unknown accounts', async () => {
    const id = await player();
    for (const posting of [
      { amount: 500, type: 'stake' as const },
      { amount: -500, type: 'win' as const },
      { amount: 0, type: 'deposit' as const },
      { amount: 1.5, type: 'deposit' as const },
    ]) {
      await expect(
        wallet.post({ playerId: id, currency: 'EUR', reference: 'x', ...posting }),
      ).rejects.toBeInstanceOf(WalletError);
    }
    const usd = wallet.post({
      playerId: id,
      currency: 'USD',
      amount: 1,
      type: 'bonus',
      reference: 'x',
    });
    await expect(usd).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });

  it("joins the caller's transaction: a bet that fails takes its stake debit back with it", async () => {
    const id = await player();
    const db = t.database.handle.db;
    const attempt = db.transaction(async (tx) => {
      await wallet.post(
        { playerId: id, currency: 'EUR', amount: -4_000, type: 'stake', reference: 'bet:4' },
        tx,
      );
      throw new Error('bet rejected after the debit');
    });
    await expect(attempt).rejects.toThrow('bet rejected');
    expect(await ledgerAndBalance(db, id, 'EUR')).toMatchObject({
      balance: 10_000,
      ledger: 10_000,
    });

    const change = await db.transaction((tx) =>
      wallet.post(
        { playerId: id, currency: 'EUR', amount: -4_000, type: 'stake', reference: 'bet:5' },
        tx,
      ),
    );
    expect(published.some((c) => c.entryId === change.entryId)).toBe(false);
    await wallet.announce(change);
    expect(published.some((c) => c.entryId === change.entryId)).toBe(true);
  });

  it('keeps one active account per player when switching currencies', async () => {
    const id = await player(0);
    await wallet.activate(id, 'BTC');
    await wallet.activate(id, 'USD');
    const accounts = await wallet.accounts(id);
    expect(accounts.filter((a) => a.active).map((a) => a.currency)).toEqual(['USD']);
    expect(accounts.map((a) => a.currency).sort()).toEqual(['BTC', 'EUR', 'USD']);
  });

  it('announces a switch of the active account once, and not a switch to the active one', async () => {
    const id = await player(2_500);
    await wallet.activate(id, 'USD');
    await wallet.activate(id, 'USD');
    await wallet.activate(id, 'EUR');
    expect(switches.filter((s) => s.playerId === id)).toEqual([
      { playerId: id, currency: 'USD', balance: 0 },
      { playerId: id, currency: 'EUR', balance: 2_500 },
    ]);
  });
});

describe('balance_changed and account_changed publisher', () => {
  it('is a no-op without a real-time hub and publishes {event_name, message} on $user:{id} with one', async () => {
    const log = { warn: () => {} } as never;
    const without = realtimeBalancePublisher({ hasDecorator: () => false } as never, log);
    await expect(
      without.balanceChanged({ playerId: 'p1', currency: 'EUR', balance: 1, entryId: 1 }),
    ).resolves.toBeUndefined();

    const sent: [string, unknown][] = [];
    const app = {
      hasDecorator: () => true,
      realtime: { publish: async (c: string, d: unknown) => sent.push([c, d]) },
    };
    await realtimeBalancePublisher(app as never, log).balanceChanged({
      playerId: 'p1',
      currency: 'BTC',
      balance: 5,
      entryId: 7,
    });
    expect(sent).toEqual([
      [
        '$user:p1',
        {
          event_name: 'balance_changed',
          message: { balance: { currency: 'BTC', balance: 5 }, entry_id: 7 },
        },
      ],
    ]);

    const failing = {
      hasDecorator: () => true,
      realtime: { publish: async () => Promise.reject(new Error('down')) },
    };
    await expect(
      realtimeBalancePublisher(failing as never, log).balanceChanged({
        playerId: 'p',
        currency: 'EUR',
        balance: 0,
        entryId: 2,
      }),
    ).resolves.toBeUndefined();

    sent.length = 0;
    await realtimeBalancePublisher(app as never, log).accountChanged({
      playerId: 'p1',
      currency: 'USD',
      balance: 12,
    });
    expect(sent).toEqual([
      [
        '$user:p1',
        { event_name: 'account_changed', message: { account: { currency: 'USD', balance: 12 } } },
      ],
    ]);
  });
});
