import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  Client,
  buildPlatformTestApp,
  ledgerAndBalance,
  signUp,
  type PlatformTestApp,
} from '../../../test/platform';

const ACCOUNTS = '/api/platform/player/accounts';
const DEPOSITS = '/api/platform/player/deposits';
const WITHDRAWALS = '/api/platform/player/withdrawals';

describe.each(databaseKinds)('wallet routes (Account, demo cashier) on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  /** After every case: the ledger of each account of the player sums to its balance. */
  async function expectLedgerMatches(playerId: string, ...currencies: string[]) {
    for (const currency of currencies) {
      const state = await ledgerAndBalance(t.database.handle.db, playerId, currency);
      expect(state, `${currency} account`).not.toBeNull();
      expect(state!.ledger, `${currency} ledger sum`).toBe(state!.balance);
      expect(state!.lowest, `${currency} lowest balance_after`).toBeGreaterThanOrEqual(0);
    }
  }

  async function balanceOf(client: Client, currency: string) {
    const all = (await client.get(`${ACCOUNTS}?compatibility=true`)).json() as {
      currency: string;
      balance: number;
    }[];
    return all.find((a) => a.currency === currency)?.balance ?? null;
  }

  it('lists only the active account with compatibility=false, every account without it', async () => {
    const { client, profile } = await signUp(t.app);
    const active = await client.get(`${ACCOUNTS}?compatibility=false`);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual([
      {
        currency: 'EUR',
        balance: 0,
        available_to_bet_with_locked_cents: 0,
        subunits: 100,
        active: true,
      },
    ]);

    expect((await client.post(ACCOUNTS, { currency: 'BTC' })).statusCode).toBe(200);
    const onlyActive = (await client.get(`${ACCOUNTS}?compatibility=false`)).json();
    expect(onlyActive).toHaveLength(1);
    expect(onlyActive[0]).toMatchObject({ currency: 'BTC', active: true, subunits: 100_000_000 });
    const all = (await client.get(`${ACCOUNTS}?compatibility=true`)).json();
    expect(all.map((a: { currency: string }) => a.currency).sort()).toEqual(['BTC', 'EUR']);
    expect(all.filter((a: { active: boolean }) => a.active)).toHaveLength(1);

    const bad = await client.get(`${ACCOUNTS}?compatibility=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { issues: [expect.objectContaining({ parameter: 'compatibility' })] },
    });
    await expectLedgerMatches(profile.id, 'EUR', 'BTC');
  });

  it('creates and switches the active account (EUR, USD, BRL, BTC); the balance of each is kept', async () => {
    const { client, profile } = await signUp(t.app);
    expect((await client.post(DEPOSITS, { amount: 1_234, currency: 'EUR' })).json().result).toBe(
      'success',
    );
    for (const currency of ['USD', 'BRL', 'BTC', 'EUR']) {
      const res = await client.post(ACCOUNTS, { currency });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ currency, active: true });
      const listed = (await client.get(`${ACCOUNTS}?compatibility=false`)).json();
      expect(listed.map((a: { currency: string }) => a.currency)).toEqual([currency]);
    }
    // Switching back to EUR finds the money where it was; switching twice opens no second account.
    expect(await balanceOf(client, 'EUR')).toBe(1_234);
    expect((await client.post(ACCOUNTS, { currency: 'EUR' })).json()).toMatchObject({
      currency: 'EUR',
      balance: 1_234,
      available_to_bet_with_locked_cents: 1_234,
    });
    const all = (await client.get(`${ACCOUNTS}?compatibility=true`)).json();
    expect(all.map((a: { currency: string }) => a.currency).sort()).toEqual([
      'BRL',
      'BTC',
      'EUR',
      'USD',
    ]);
    await expectLedgerMatches(profile.id, 'EUR', 'USD', 'BRL', 'BTC');
  });

  it('refuses an unknown or disabled currency with {code, message} and keeps the active account', async () => {
    const { client, profile } = await signUp(t.app);
    for (const currency of ['XYZ', 'JPY']) {
      const res = await client.post(ACCOUNTS, { currency });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_CURRENCY',
        message: 'error.platform.unsupported_currency',
        data: { currency },
      });
    }
    for (const body of [{}, { currency: '' }, { currency: 42 }]) {
      const res = await client.post(ACCOUNTS, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    const listed = (await client.get(`${ACCOUNTS}?compatibility=true`)).json();
    expect(listed.map((a: { currency: string }) => a.currency)).toEqual(['EUR']);
    await expectLedgerMatches(profile.id, 'EUR');
  });

  it('credits a deposit at once and writes a ledger row (result success)', async () => {
    const { client, profile } = await signUp(t.app);
    const res = await client.post(DEPOSITS, { amount: 10_000, currency: 'EUR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'success',
      message: 'quick-deposit.notification.success',
      reason: null,
      transaction: { type: 'deposit', amount: 10_000, currency: 'EUR', status: 'success' },
      balance: { currency: 'EUR', balance: 10_000 },
    });
    expect(await balanceOf(client, 'EUR')).toBe(10_000);
    expect(await ledgerAndBalance(t.database.handle.db, profile.id, 'EUR')).toEqual({
      balance: 10_000,
      ledger: 10_000,
      lowest: 10_000,
      rows: 1,
    });

    // A deposit in a currency without an account opens it (not active) and credits it.
    const usd = await client.post(DEPOSITS, { amount: 700, currency: 'USD' });
    expect(usd.json()).toMatchObject({
      result: 'success',
      balance: { currency: 'USD', balance: 700 },
    });
    expect((await client.get(`${ACCOUNTS}?compatibility=false`)).json()[0].currency).toBe('EUR');
    await expectLedgerMatches(profile.id, 'EUR', 'USD');
  });

  it('keeps a large deposit pending (no credit) and refuses an absurd one (result error)', async () => {
    const { client, profile } = await signUp(t.app);
    const pending = await client.post(DEPOSITS, { amount: 500_001, currency: 'EUR' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      result: 'pending',
      message: 'quick-deposit.notification.pending',
      reason: 'manual_review',
      transaction: { status: 'pending' },
      balance: { currency: 'EUR', balance: 0 },
    });
    const absurd = await client.post(DEPOSITS, { amount: 100_000_001, currency: 'EUR' });
    expect(absurd.json()).toMatchObject({
      result: 'error',
      message: 'quick-deposit.notification.failed.title',
      reason: 'amount_above_maximum',
      balance: { currency: 'EUR', balance: 0 },
    });
    expect(await ledgerAndBalance(t.database.handle.db, profile.id, 'EUR')).toMatchObject({
      balance: 0,
      rows: 0,
    });
    await expectLedgerMatches(profile.id, 'EUR');
  });

  it('debits a withdrawal at once (pending); one above the balance is refused and the balance is unchanged', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 5_000, currency: 'EUR' });
    const ok = await client.post(WITHDRAWALS, { amount: 1_500, currency: 'EUR' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      result: 'pending',
      message: 'withdrawal.notification.pending',
      transaction: { type: 'withdrawal', amount: 1_500, status: 'pending' },
      balance: { currency: 'EUR', balance: 3_500 },
    });
    expect(await balanceOf(client, 'EUR')).toBe(3_500);

    const tooMuch = await client.post(WITHDRAWALS, { amount: 3_501, currency: 'EUR' });
    expect(tooMuch.statusCode).toBe(200);
    expect(tooMuch.json()).toMatchObject({
      result: 'error',
      reason: 'insufficient_funds',
      transaction: { status: 'error' },
      balance: { currency: 'EUR', balance: 3_500 },
    });
    expect(await balanceOf(client, 'EUR')).toBe(3_500);

    // A withdrawal from a currency the player has no account in is an error too, and opens none.
    const none = await client.post(WITHDRAWALS, { amount: 1, currency: 'BRL' });
    expect(none.json()).toMatchObject({ result: 'error', reason: 'no_account' });
    expect(await balanceOf(client, 'BRL')).toBeNull();

    const all = await client.post(WITHDRAWALS, { amount: 3_500, currency: 'EUR' });
    expect(all.json()).toMatchObject({ result: 'pending', balance: { balance: 0 } });
    expect(await ledgerAndBalance(t.database.handle.db, profile.id, 'EUR')).toEqual({
      balance: 0,
      ledger: 0,
      lowest: 0,
      rows: 3,
    });
  });

  it('debits a pending withdrawal at once so the money cannot be staked meanwhile', async () => {
    const { client, profile } = await signUp(t.app);
    // 600,000 is above the pending threshold, so the deposit itself waits: deposit in two steps.
    await client.post(DEPOSITS, { amount: 400_000, currency: 'EUR' });
    await client.post(DEPOSITS, { amount: 400_000, currency: 'EUR' });
    const res = await client.post(WITHDRAWALS, { amount: 600_000, currency: 'EUR' });
    expect(res.json()).toMatchObject({
      result: 'pending',
      reason: 'manual_review',
      balance: { balance: 200_000 },
    });
    await expectLedgerMatches(profile.id, 'EUR');
  });

  it('refuses bad amounts (0, negative, fractional, huge, strings) with 400 naming amount', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post(DEPOSITS, { amount: 1_000, currency: 'EUR' });
    for (const url of [DEPOSITS, WITHDRAWALS]) {
      for (const amount of [0, -100, 10.5, 2 ** 53, 1e300, '100', null]) {
        const res = await client.post(url, { amount, currency: 'EUR' });
        expect(res.statusCode, `${url} ${String(amount)}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'error.validation.invalid_request',
          data: {
            issues: expect.arrayContaining([expect.objectContaining({ parameter: 'amount' })]),
          },
        });
      }
      const unknown = await client.post(url, { amount: 100, currency: 'XYZ' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        code: 'UNSUPPORTED_CURRENCY',
        message: expect.any(String),
      });
    }
    expect(await balanceOf(client, 'EUR')).toBe(1_000);
    expect((await ledgerAndBalance(t.database.handle.db, profile.id, 'EUR'))!.rows).toBe(1);
    await expectLedgerMatches(profile.id, 'EUR');
  });

  it('answers 401 to visitors and never reaches another player’s accounts', async () => {
    const visitor = new Client(t.app);
    for (const res of [
      await visitor.get(`${ACCOUNTS}?compatibility=false`),
      await visitor.post(ACCOUNTS, { currency: 'USD' }),
      await visitor.post(DEPOSITS, { amount: 100, currency: 'EUR' }),
      await visitor.post(WITHDRAWALS, { amount: 100, currency: 'EUR' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'error.unauthorized' });
    }

    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await alice.client.post(DEPOSITS, { amount: 9_000, currency: 'EUR' });
    // Bob cannot name Alice: player ids in the body or query are not part of the API and are ignored.
    const smuggled = await bob.client.post(WITHDRAWALS, {
      amount: 100,
      currency: 'EUR',
      player_id: alice.profile.id,
    } as never);
    expect(smuggled.json()).toMatchObject({ result: 'error', reason: 'insufficient_funds' });
    const bobs = (
      await bob.client.get(`${ACCOUNTS}?compatibility=true&player_id=${alice.profile.id}`)
    ).json();
    expect(bobs).toEqual([expect.objectContaining({ currency: 'EUR', balance: 0 })]);
    expect(await balanceOf(alice.client, 'EUR')).toBe(9_000);
    await expectLedgerMatches(alice.profile.id, 'EUR');
    await expectLedgerMatches(bob.profile.id, 'EUR');
  });

  it('refuses state-changing wallet calls without X-App: sportsbook (403); reading needs none', async () => {
    const { client, profile } = await signUp(t.app);
    client.appHeader = false;
    for (const res of [
      await client.post(ACCOUNTS, { currency: 'USD' }),
      await client.post(DEPOSITS, { amount: 100, currency: 'EUR' }),
      await client.post(WITHDRAWALS, { amount: 100, currency: 'EUR' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'APP_HEADER_REQUIRED',
        message: expect.any(String),
      });
    }
    expect((await client.get(`${ACCOUNTS}?compatibility=false`)).statusCode).toBe(200);
    expect(await balanceOf(client, 'EUR')).toBe(0);
    expect(await balanceOf(client, 'USD')).toBeNull();
    await expectLedgerMatches(profile.id, 'EUR');
  });

  it('accepts the Bearer token like the session cookie', async () => {
    const { client, profile } = await signUp(t.app);
    const token = (await client.post('/api/platform/users/token')).json().token as string;
    const api = new Client(t.app);
    api.bearer = token;
    expect((await api.post(DEPOSITS, { amount: 250, currency: 'EUR' })).json()).toMatchObject({
      result: 'success',
      balance: { balance: 250 },
    });
    expect(await balanceOf(client, 'EUR')).toBe(250);
    await expectLedgerMatches(profile.id, 'EUR');
  });
});
