import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPlatformTestApp,
  ledgerAndBalance,
  ledgerEntries,
  queryRows,
  signUp,
  type PlatformTestApp,
} from '../../../test/platform';
import { WalletError, type BalanceChange } from './wallet';

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return 1 + (state % max);
  };
}

// PGlite has one connection, so it serializes everything by itself: only PostgreSQL can race.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'wallet under concurrent postings on postgres',
  () => {
    let t: PlatformTestApp;
    beforeAll(async () => {
      t = await buildPlatformTestApp('postgres');
    });
    afterAll(async () => t.close());

    /** The ledger sums to the balance, and replaying it in id order never dips below 0. */
    async function expectConsistentLedger(playerId: string, currency: string) {
      const db = t.database.handle.db;
      const state = (await ledgerAndBalance(db, playerId, currency))!;
      expect(state.ledger).toBe(state.balance);
      const rows = await ledgerEntries(db, playerId, currency);
      let running = 0;
      for (const row of rows) {
        running += row.amount;
        expect(running, `running sum at ledger entry ${row.id}`).toBeGreaterThanOrEqual(0);
        expect(row.balanceAfter, `balance_after of ledger entry ${row.id}`).toBe(running);
      }
      expect(running).toBe(state.balance);
      return { ...state, entries: rows };
    }

    it('200 concurrent deposits and withdrawals through the cashier routes keep the ledger equal to the balance, never negative', async () => {
      const { client, profile } = await signUp(t.app);
      await client.post('/api/platform/player/deposits', { amount: 20_000, currency: 'EUR' });
      const next = sequence(42);
      const calls = Array.from({ length: 200 }, (_, i) => {
        const withdrawal = i % 2 === 1;
        // Withdrawals up to 30,000 while deposits bring at most 5,000: many cannot be covered.
        const amount = withdrawal ? next(30_000) : next(5_000);
        const url = `/api/platform/player/${withdrawal ? 'withdrawals' : 'deposits'}`;
        return client
          .post(url, { amount, currency: 'EUR' })
          .then((res) => ({ withdrawal, amount, res }));
      });
      const results = await Promise.all(calls);

      let expected = 20_000;
      let refused = 0;
      for (const { withdrawal, amount, res } of results) {
        expect(res.statusCode).toBe(200);
        const body = res.json() as {
          result: string;
          reason: string | null;
          balance: { balance: number };
        };
        expect(body.balance.balance).toBeGreaterThanOrEqual(0);
        // A withdrawal is debited when it is accepted, pending the cashier's payout.
        if (body.result === 'success' || body.result === 'pending')
          expected += withdrawal ? -amount : amount;
        else {
          expect(body).toMatchObject({ result: 'error', reason: 'insufficient_funds' });
          expect(withdrawal).toBe(true);
          refused++;
        }
      }
      expect(refused).toBeGreaterThan(0);

      const state = await expectConsistentLedger(profile.id, 'EUR');
      expect(state.balance).toBe(expected);
      expect(state.entries).toHaveLength(1 + 200 - refused);
      const [logged] = await queryRows<{ count: string }>(
        t.database.handle.db,
        sql`select count(*)::int as count from cashier_transactions where player_id = ${profile.id}`,
      );
      expect(Number(logged!.count)).toBe(201);
    });

    it('concurrent switches of the active account (several tabs) leave exactly one active account', async () => {
      const { client, profile } = await signUp(t.app);
      const currencies = ['USD', 'BRL', 'BTC', 'GBP', 'EUR'];
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all(
          currencies.map((currency) => client.post('/api/platform/player/accounts', { currency })),
        );
        for (const res of results) expect(res.statusCode, res.body).toBe(200);
        const all = await t.app.wallet.accounts(profile.id);
        expect(all.map((a) => a.currency).sort()).toEqual([...currencies].sort());
        expect(all.filter((a) => a.active)).toHaveLength(1);
        const listed = (
          await client.get('/api/platform/player/accounts?compatibility=false')
        ).json();
        expect(listed).toHaveLength(1);
      }
    });

    it('concurrent first deposits in a new currency open one account and credit every deposit', async () => {
      const { client, profile } = await signUp(t.app);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          client.post('/api/platform/player/deposits', { amount: 100 + i, currency: 'BRL' }),
        ),
      );
      for (const res of results) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().result).toBe('success');
      }
      const accounts = await t.app.wallet.accounts(profile.id);
      expect(accounts.filter((a) => a.currency === 'BRL')).toHaveLength(1);
      const state = await expectConsistentLedger(profile.id, 'BRL');
      expect(state.balance).toBe(20 * 100 + (19 * 20) / 2);
    });

    it('200 concurrent stakes, wins and replays through the wallet module serialize on the account row', async () => {
      const { profile } = await signUp(t.app);
      const wallet = t.app.wallet;
      await wallet.post({
        playerId: profile.id,
        currency: 'EUR',
        amount: 10_000,
        type: 'deposit',
        reference: 'test:opening',
      });
      const next = sequence(7);
      const postings = Array.from({ length: 200 }, (_, i) => {
        const stake = i % 3 !== 0;
        // Every tenth posting repeats an earlier reference: it must post once only.
        const ref = i % 10 === 9 ? i - 3 : i;
        const amount = stake ? -next(4_000) : next(3_000);
        return {
          playerId: profile.id,
          currency: 'EUR',
          amount,
          type: stake ? ('stake' as const) : ('win' as const),
          reference: `bet:${ref}`,
        };
      });
      const outcomes = await Promise.allSettled(postings.map((p) => wallet.post(p)));

      const posted: BalanceChange[] = [];
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') {
          if (!outcome.value.replayed) posted.push(outcome.value);
          continue;
        }
        // Refusals are wallet errors: no funds, or a reference posted with another amount.
        expect(outcome.reason).toBeInstanceOf(WalletError);
        expect(['INSUFFICIENT_FUNDS', 'REFERENCE_CONFLICT']).toContain(
          (outcome.reason as WalletError).code,
        );
      }
      const state = await expectConsistentLedger(profile.id, 'EUR');
      expect(state.entries).toHaveLength(1 + posted.length);
      expect(state.balance).toBe(10_000 + posted.reduce((sum, c) => sum + c.amount, 0));
      expect(new Set(posted.map((c) => c.entryId)).size).toBe(posted.length);
    });
  },
);
