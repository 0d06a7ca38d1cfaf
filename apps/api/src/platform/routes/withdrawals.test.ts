import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  buildPlatformTestApp,
  ledgerAndBalance,
  ledgerEntries,
  queryRows,
  signUp,
  type PlatformTestApp,
} from '../../../test/platform';

const DEPOSITS = '/api/platform/player/deposits';
const WITHDRAWALS = '/api/platform/player/withdrawals';
const TRANSACTIONS = '/api/platform/player/transactions';

describe.each(databaseKinds)('withdrawals and the transaction history on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  const db = () => t.database.handle.db;

  it('a withdrawal waits pending, then the cashier pays it out: one debit in the ledger', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 5_000, currency: 'EUR' });
    const res = await client.post(WITHDRAWALS, { amount: 2_000, currency: 'EUR' });
    expect(res.json()).toMatchObject({ result: 'pending', balance: { balance: 3_000 } });
    const id = (res.json() as { transaction: { id: number } }).transaction.id;

    const pending = (await client.get(WITHDRAWALS)).json() as { data: unknown[] };
    expect(pending.data).toEqual([
      expect.objectContaining({
        id,
        amount: 2_000,
        status: 'pending',
        settle_at: expect.any(String),
      }),
    ]);
    expect(
      (
        await client.get(`${WITHDRAWALS.replace('withdrawals', 'withdrawable')}?currency=EUR`)
      ).json(),
    ).toEqual({
      currency: 'EUR',
      withdrawable: 3_000,
      pending: 2_000,
    });

    expect(await t.app.cashier.settle(id)).toMatchObject({ status: 'success' });
    // Settled once: a second try (another instance, a late timer) changes nothing.
    expect(await t.app.cashier.settle(id)).toBeNull();
    const after = (await client.get(WITHDRAWALS)).json() as { data: unknown[] };
    expect(after.data).toEqual([
      expect.objectContaining({ id, status: 'completed', settle_at: null }),
    ]);
    expect((await ledgerEntries(db(), profile.id, 'EUR')).map((e) => [e.type, e.amount])).toEqual([
      ['deposit', 5_000],
      ['withdrawal', -2_000],
    ]);
  });

  it('the player cancels a pending withdrawal: the money comes back as a withdrawal_reversal row', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 5_000, currency: 'EUR' });
    const { transaction } = (
      await client.post(WITHDRAWALS, { amount: 1_200, currency: 'EUR' })
    ).json() as { transaction: { id: number } };

    const cancelled = await client.post(`${WITHDRAWALS}/${transaction.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'player_cancelled' });
    expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({
      balance: 5_000,
      ledger: 5_000,
    });

    const again = await client.post(`${WITHDRAWALS}/${transaction.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_PENDING',
      message: 'error.platform.withdrawal_not_pending',
    });
    // Nor can the cashier pay it out afterwards.
    expect(await t.app.cashier.settle(transaction.id)).toBeNull();

    const stranger = await signUp(t.app);
    const notHers = await stranger.client.post(`${WITHDRAWALS}/${transaction.id}/cancel`);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toMatchObject({ code: 'WITHDRAWAL_NOT_FOUND' });
  });

  it('a refused cancel (another player’s, or of a deposit) leaves the payment to be settled when due', async () => {
    const { client, profile } = await signUp(t.app);
    const stranger = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 5_000, currency: 'EUR' });
    // A cashier of its own that settles within a moment.
    const { Cashier } = await import('../wallet/cashier');
    const config = t.app.site.config;
    const site = Object.create(t.app.site, {
      config: {
        value: { ...config, demo_cashier: { ...config.demo_cashier, settle_after_ms: 300 } },
      },
    }) as typeof t.app.site;
    const cashier = new Cashier(db(), t.app.wallet, site);
    try {
      const withdrawal = await cashier.withdraw(profile.id, 1_000, 'EUR');
      const deposit = await cashier.deposit(profile.id, 600_000, 'EUR');
      if (!('transaction' in withdrawal) || !('transaction' in deposit)) throw new Error('refused');
      expect([withdrawal.result, deposit.result]).toEqual(['pending', 'pending']);
      const ids = [withdrawal.transaction.id, deposit.transaction.id];
      expect(await cashier.cancelWithdrawal(stranger.profile.id, ids[0]!)).toMatchObject({
        code: 'WITHDRAWAL_NOT_FOUND',
      });
      expect(await cashier.cancelWithdrawal(profile.id, ids[1]!)).toMatchObject({
        code: 'WITHDRAWAL_NOT_FOUND',
      });
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ status: string }>(
                db(),
                sql`select status from cashier_transactions where id in (${ids[0]}, ${ids[1]}) order by id`,
              )
            ).map((row) => row.status),
          { timeout: 10_000 },
        )
        .toEqual(['success', 'success']);
      expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({
        balance: 604_000,
        ledger: 604_000,
      });
    } finally {
      cashier.close();
    }
  });

  it('the demo cashier declines a withdrawal above the review threshold and gives the money back', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 400_000, currency: 'EUR' });
    await client.post(DEPOSITS, { amount: 400_000, currency: 'EUR' });
    const res = (await client.post(WITHDRAWALS, { amount: 600_000, currency: 'EUR' })).json() as {
      reason: string;
      transaction: { id: number };
    };
    expect(res.reason).toBe('manual_review');
    expect(await t.app.cashier.settle(res.transaction.id)).toMatchObject({
      status: 'cancelled',
      reason: 'declined',
    });
    expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({ balance: 800_000 });
  });

  it('a pending deposit is credited when the cashier settles it', async () => {
    const { client, profile } = await signUp(t.app);
    const res = (await client.post(DEPOSITS, { amount: 600_000, currency: 'EUR' })).json() as {
      result: string;
      transaction: { id: number };
    };
    expect(res.result).toBe('pending');
    expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({ balance: 0 });
    const publish = vi.spyOn(t.app.realtime, 'publish');
    try {
      await t.app.cashier.settle(res.transaction.id);
      // The result arrives live on the player's private channel, with the alert's message id.
      expect(publish).toHaveBeenCalledWith(`$user:${profile.id}`, {
        event_name: 'payment_changed',
        message: {
          transaction: {
            id: res.transaction.id,
            type: 'deposit',
            amount: 600_000,
            currency: 'EUR',
            status: 'success',
          },
          message: 'quick-deposit.notification.success',
        },
      });
      // Settled once: a second attempt neither credits nor announces again.
      publish.mockClear();
      expect(await t.app.cashier.settle(res.transaction.id)).toBeNull();
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
    expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({
      balance: 600_000,
      ledger: 600_000,
    });
  });

  it('payments left pending by a restart are settled when due after the next start', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 3_000, currency: 'EUR' });
    const { transaction } = (
      await client.post(WITHDRAWALS, { amount: 1_000, currency: 'EUR' })
    ).json() as { transaction: { id: number } };
    // As if the process stopped before its timer fired: the timer is gone, the row says due now.
    t.app.cashier.close();
    await db().execute(
      sql`update cashier_transactions set settle_at = now() - interval '1 second' where id = ${transaction.id}`,
    );
    const { Cashier } = await import('../wallet/cashier');
    const restarted = new Cashier(db(), t.app.wallet, t.app.site);
    expect(await restarted.resumePending()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ status: string }>(
          db(),
          sql`select status from cashier_transactions where id = ${transaction.id}`,
        );
        return row?.status;
      })
      .toBe('success');
    restarted.close();
    expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({ balance: 2_000 });
  });

  it('lists every ledger row newest first, filtered by type and dates, paged, and as CSV', async () => {
    const { client } = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 5_000, currency: 'EUR' });
    await client.post(DEPOSITS, { amount: 700, currency: 'EUR' });
    const { transaction } = (
      await client.post(WITHDRAWALS, { amount: 1_000, currency: 'EUR' })
    ).json() as { transaction: { id: number } };
    await client.post(`${WITHDRAWALS}/${transaction.id}/cancel`);

    const all = (await client.get(TRANSACTIONS)).json() as {
      data: { type: string; amount: number; balance_after: number }[];
      pagination: unknown;
    };
    expect(all.data.map((r) => [r.type, r.amount, r.balance_after])).toEqual([
      ['withdrawal_reversal', 1_000, 5_700],
      ['withdrawal', -1_000, 4_700],
      ['deposit', 700, 5_700],
      ['deposit', 5_000, 5_000],
    ]);
    expect(all.pagination).toEqual({ total: 4, page: 1, limit: 25, last_page: 1 });

    const deposits = (await client.get(`${TRANSACTIONS}?type=deposit&limit=1&page=2`)).json();
    expect(deposits).toMatchObject({
      data: [{ type: 'deposit', amount: 5_000 }],
      pagination: { total: 2, page: 2, limit: 1, last_page: 2 },
    });

    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await client.get(`${TRANSACTIONS}?from=${today}&to=${today}`)).json();
    expect(inRange.pagination.total).toBe(4);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = (await client.get(`${TRANSACTIONS}?to=${yesterday}`)).json();
    expect(before.pagination.total).toBe(0);

    const csv = await client.get(`${TRANSACTIONS}.csv?type=deposit`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('transactions.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,type,currency,amount,balance_after,reference');
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 6))).toEqual([
      ['deposit', 'EUR', '700', '5700'],
      ['deposit', 'EUR', '5000', '5000'],
    ]);
  });

  it('refuses the withdrawable amount of a currency the site does not offer', async () => {
    const { client } = await signUp(t.app);
    const res = await client.get('/api/platform/player/withdrawable?currency=XYZ');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_CURRENCY',
      message: expect.stringMatching(/^error\./),
    });
  });

  it('refuses bad filters with 400 and a visitor with 401', async () => {
    const { client } = await signUp(t.app);
    // Dates the database cannot hold, or whose next day it cannot (a `to` day reaches to it).
    const outOfRange = [
      'to=9999-12-31',
      'to=9999-12-31T23:59:59.999Z',
      'from=9999-12-31T23:59:59.999-01:00',
      'from=0000-01-01',
    ];
    for (const query of ['type=jackpot', 'from=yesterday', 'page=0', 'limit=501', ...outOfRange]) {
      const res = await client.get(`${TRANSACTIONS}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    for (const query of outOfRange) {
      const csv = await client.get(`${TRANSACTIONS}.csv?${query}`);
      expect(csv.statusCode, `csv ${query}`).toBe(400);
    }
    const latest = await client.get(`${TRANSACTIONS}?from=1900-01-01&to=9999-12-30`);
    expect(latest.statusCode).toBe(200);
    const visitor = await t.app.inject({ method: 'GET', url: TRANSACTIONS });
    expect(visitor.statusCode).toBe(401);
  });

  // PGlite has one connection and serializes by itself: only PostgreSQL can race.
  it.runIf(kind === 'postgres')(
    'concurrent withdrawals never take more than the balance, and a cancel racing the payout moves money once',
    async () => {
      const { client, profile } = await signUp(t.app);
      await client.post(DEPOSITS, { amount: 10_000, currency: 'EUR' });
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          client.post(WITHDRAWALS, { amount: 1_000, currency: 'EUR' }).then((r) => r.json()),
        ),
      );
      const accepted = results.filter((r: { result: string }) => r.result === 'pending');
      expect(accepted).toHaveLength(10);
      expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({
        balance: 0,
        ledger: 0,
        lowest: 0,
      });

      const races = await Promise.all(
        accepted.map(({ transaction }: { transaction: { id: number } }) =>
          Promise.all([
            t.app.cashier.settle(transaction.id),
            client.post(`${WITHDRAWALS}/${transaction.id}/cancel`).then((r) => r.statusCode),
          ]),
        ),
      );
      let cancelled = 0;
      for (const [paid, status] of races) {
        // Exactly one of the two wins each race.
        expect(paid === null).toBe(status === 200);
        if (status === 200) cancelled++;
      }
      expect(await ledgerAndBalance(db(), profile.id, 'EUR')).toMatchObject({
        balance: cancelled * 1_000,
        ledger: cancelled * 1_000,
      });
    },
  );
});
