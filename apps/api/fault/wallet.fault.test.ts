// Withdrawals that survive faults: requests pending with the demo cashier when the API is killed
// (kill -9) or loses its database connections are each settled exactly once after it comes back:
// paid ones keep their one debit, declined ones get exactly one reversal, and the ledger holds.
// Currency switches cut off the same way leave one active account per player and every balance.
import { expect, it } from 'vitest';
import { killApi, restartApi } from './api-process';
import { sleep, terminateBackends, waitFor, type FaultDatabase } from './harness';
import { assertMoneyInvariants } from './invariants';
import { newPlayer, type Player } from './players';
import { deploymentPerTest, describeOnPostgres, siteConfigVariant } from './suite';

const SETTLE_AFTER_MS = 1_500;
/** Withdrawals above this (minor units) are declined by the demo cashier and given back. */
const DECLINED_ABOVE = 3_000;
const PAID = 500;
const DECLINED = 3_500;

/** site-config.json with a quick demo cashier that declines withdrawals above 30.00 EUR. */
const quickCashierConfig = (dataDir: string) =>
  siteConfigVariant(dataDir, 'quick-cashier', (config) => {
    config.demo_cashier.settle_after_ms = SETTLE_AFTER_MS;
    config.demo_cashier.pending_above = {
      ...config.demo_cashier.pending_above,
      EUR: DECLINED_ABOVE,
    };
  });

/** Each player asks for three paid withdrawals and one the cashier declines. */
async function requestWithdrawals(players: Player[]) {
  for (const player of players) {
    for (const amount of [PAID, PAID, PAID, DECLINED]) {
      const res = await player.post('/api/platform/player/withdrawals', {
        amount,
        currency: 'EUR',
      });
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    }
  }
}

/** Every withdrawal settled once: one debit each, one reversal per declined one, none else. */
async function expectSettledOnce(database: FaultDatabase, players: Player[], deposit: number) {
  await waitFor(
    'no withdrawal left pending',
    async () => {
      const [pending] = await database.query<{ n: string }>(
        `select count(*) as n from cashier_transactions where type = 'withdrawal' and status = 'pending'`,
      );
      return Number(pending!.n) === 0;
    },
    { timeoutMs: 30_000 },
  );
  const rows = await database.query<{
    id: string;
    amount: string;
    status: string;
    debits: string;
    reversals: string;
  }>(
    `select c.id, c.amount, c.status,
            (select count(*) from ledger_entries l where l.reference = 'cashier:' || c.id and l.type = 'withdrawal') as debits,
            (select count(*) from ledger_entries l where l.reference = 'cashier:' || c.id and l.type = 'withdrawal_reversal') as reversals
       from cashier_transactions c where c.type = 'withdrawal'`,
  );
  expect(rows).toHaveLength(players.length * 4);
  for (const row of rows) {
    expect(Number(row.debits), `withdrawal ${row.id}`).toBe(1);
    const declined = Number(row.amount) > DECLINED_ABOVE;
    expect(row.status, `withdrawal ${row.id}`).toBe(declined ? 'cancelled' : 'success');
    expect(Number(row.reversals), `withdrawal ${row.id}`).toBe(declined ? 1 : 0);
  }
  for (const player of players) {
    const [account] = await database.query<{ balance: string }>(
      `select balance from accounts where player_id = $1 and currency = 'EUR'`,
      [player.id],
    );
    expect(Number(account!.balance)).toBe(deposit - 3 * PAID);
  }
  await assertMoneyInvariants(database);
}

describeOnPostgres('withdrawals survive faults (PostgreSQL)', () => {
  const deployment = deploymentPerTest();
  // Three deposits at the cashier's review threshold, each credited at once.
  const DEPOSIT = 3 * DECLINED_ABOVE;
  const fundedPlayers = async (api: { url: string }) =>
    Promise.all(
      [0, 1, 2, 3].map(async () => {
        const player = await newPlayer(api, 0);
        for (let i = 0; i < 3; i++) {
          const paid = await player.post('/api/platform/player/deposits', {
            amount: DECLINED_ABOVE,
            currency: 'EUR',
          });
          expect(paid.json?.result).toBe('success');
        }
        return player;
      }),
    );

  it('kill -9 while withdrawals are pending: after a restart each is settled once', async () => {
    const { database, api } = await deployment.start({
      SITE_CONFIG_FILE: quickCashierConfig(deployment.dataDir),
    });
    const players = await fundedPlayers(api);
    await requestWithdrawals(players);
    const [pending] = await database.query<{ n: string }>(
      `select count(*) as n from cashier_transactions where type = 'withdrawal' and status = 'pending'`,
    );
    // The kill comes while the cashier still holds withdrawals.
    expect(Number(pending!.n)).toBeGreaterThan(0);
    await killApi(api);
    await restartApi(api);
    await expectSettledOnce(database, players, DEPOSIT);
  }, 120_000);

  it('terminated database connections while the cashier settles, and cancels of other players’ withdrawals: each is settled once', async () => {
    const { database, api } = await deployment.start({
      SITE_CONFIG_FILE: quickCashierConfig(deployment.dataDir),
    });
    const players = await fundedPlayers(api);
    await requestWithdrawals(players);
    // Each player tries to cancel the next one's withdrawals while connections are terminated:
    // refused, and none of them may be left unsettled (no restart here re-arms the cashier).
    const attempts = players.map(async (player, index) => {
      const other = players[(index + 1) % players.length]!;
      const ids = await database.query<{ id: string }>(
        `select id from cashier_transactions where player_id = $1 and type = 'withdrawal'`,
        [other.id],
      );
      for (const { id } of ids) {
        const res = await player.post(`/api/platform/player/withdrawals/${id}/cancel`, {});
        expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(400);
      }
    });
    for (let round = 0; round < 4; round++) {
      await sleep(SETTLE_AFTER_MS / 2);
      await terminateBackends(database);
    }
    await Promise.all(attempts);
    await expectSettledOnce(database, players, DEPOSIT);
  }, 120_000);

  it('currency switches while database connections are terminated: one active account each, balances kept', async () => {
    const { database, api } = await deployment.start({});
    const players = await fundedPlayers(api);
    const switches = players.map(async (player) => {
      for (const currency of ['USD', 'EUR', 'BTC', 'EUR', 'USD', 'EUR']) {
        // A switch cut off by a terminated connection either happened or did not; never half.
        await player.post('/api/platform/player/accounts', { currency });
      }
    });
    for (let round = 0; round < 3; round++) {
      await sleep(200);
      await terminateBackends(database);
    }
    await Promise.all(switches);
    for (const player of players) {
      const accounts = await database.query<{ currency: string; balance: string; active: boolean }>(
        `select currency, balance, active from accounts where player_id = $1`,
        [player.id],
      );
      expect(
        accounts.filter((a) => a.active),
        player.id,
      ).toHaveLength(1);
      expect(Number(accounts.find((a) => a.currency === 'EUR')!.balance)).toBe(DEPOSIT);
      for (const account of accounts.filter((a) => a.currency !== 'EUR'))
        expect(Number(account.balance)).toBe(0);
    }
    await assertMoneyInvariants(database);
  }, 120_000);
});
