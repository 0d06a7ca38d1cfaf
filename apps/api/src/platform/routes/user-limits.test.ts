// Money limits and exclusions: tightening at once, loosening after the cooling-off and a
// confirmation, the audit history, and deposits and sign-ins refused by the limit that forbids them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  buildPlatformTestApp,
  queryRows,
  signIn,
  signUp,
  type Client,
  type PlatformTestApp,
} from '../../../test/platform';

const LIMITS = '/api/platform/user_limits';
const DEPOSITS = '/api/platform/player/deposits';

describe.each(databaseKinds)('responsible-gambling limits on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  const db = () => t.database.handle.db;
  const setLimit = (client: Client, type: string, value: number, period = 'day') =>
    client.post(LIMITS, { type, period, value });
  const deposit = (client: Client, amount: number) =>
    client.post(DEPOSITS, { amount, currency: 'EUR' });
  /** Ends a pending change's cooling-off now (the platform clock is the wall clock). */
  const coolOff = (id: number) =>
    db().execute(
      sql`update user_limits set confirm_until = now() - interval '1 second' where id = ${id}`,
    );

  it('refuses the next deposit above a deposit limit, naming the limit and its period', async () => {
    const { client } = await signUp(t.app);
    const set = await setLimit(client, 'deposit', 5_000);
    expect(set.statusCode).toBe(201);
    expect(set.json()).toMatchObject({
      type: 'deposit',
      strategy: 'money',
      status: 'active',
      period: 'day',
      value: 5_000,
      currency: 'EUR',
      confirm_until: null,
    });
    expect((await deposit(client, 3_000)).json()).toMatchObject({ result: 'success' });
    const refused = await deposit(client, 2_001);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      message: 'error.limits.deposit_exceeded.day',
      data: {
        type: 'deposit',
        period: 'day',
        limit: 5_000,
        used: 3_000,
        remaining: 2_000,
        currency: 'EUR',
      },
    });
    // Nothing of the refused deposit was written; what is left still goes through.
    expect((await deposit(client, 2_000)).json()).toMatchObject({
      result: 'success',
      balance: { balance: 5_000 },
    });
  });

  it('tightens at once; a looser limit or a removal waits the cooling-off and a confirmation', async () => {
    const { client } = await signUp(t.app);
    const first = (await setLimit(client, 'wager', 10_000, 'week')).json();
    const tighter = (await setLimit(client, 'wager', 5_000, 'week')).json();
    expect(tighter).toMatchObject({ status: 'active', value: 5_000 });

    const looser = await setLimit(client, 'wager', 20_000, 'week');
    expect(looser.statusCode).toBe(201);
    const pending = looser.json();
    expect(pending).toMatchObject({ status: 'pending', value: 20_000 });
    const wait = Date.parse(pending.confirm_until) - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);

    // Too early: refused with the date it may be confirmed; the tighter limit stays in force.
    const early = await client.post(`${LIMITS}/${pending.id}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'LIMIT_COOLING_OFF',
      message: 'error.limits.cooling_off',
      data: { confirm_until: pending.confirm_until },
    });
    await coolOff(pending.id);
    const confirmed = await client.post(`${LIMITS}/${pending.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'active', value: 20_000 });

    // A removal is pending too, then confirmed: no wager limit is left.
    const removal = await client.delete(`${LIMITS}/${pending.id}`);
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toMatchObject({ status: 'pending', value: null });
    await coolOff(removal.json().id);
    expect((await client.post(`${LIMITS}/${removal.json().id}/confirm`)).statusCode).toBe(200);
    const { data } = (await client.get(LIMITS)).json() as {
      data: { type: string; status: string }[];
    };
    expect(data.filter((l) => l.status !== 'disabled')).toEqual([]);

    // Every change is in the history, newest first.
    const history = (await client.get(`${LIMITS}/history`)).json() as {
      data: { action: string; value: number | null; previous_value: number | null }[];
    };
    expect(history.data.map((e) => [e.action, e.value, e.previous_value])).toEqual([
      ['removed', null, 20_000],
      ['removal_requested', null, 20_000],
      ['confirmed', 20_000, 5_000],
      ['loosening_requested', 20_000, 5_000],
      ['tightened', 5_000, 10_000],
      ['set', 10_000, null],
    ]);
    expect(first.id).toBeLessThan(tighter.id);

    // Another player sees none of it; unknown ids answer 404 with a message id.
    const other = await signUp(t.app);
    expect((await other.client.get(`${LIMITS}/history`)).json()).toEqual({ data: [] });
    const unknown = await other.client.post(`${LIMITS}/${pending.id}/confirm`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'LIMIT_NOT_FOUND',
      message: 'error.limits.not_found',
    });
  });

  it("a money limit covers every currency the player uses, at the site's rates", async () => {
    const { client } = await signUp(t.app);
    // The active account is EUR; the player also sets a limit for a USD account.
    expect((await setLimit(client, 'deposit', 2_000)).json()).toMatchObject({ currency: 'EUR' });
    const usd = await client.post(LIMITS, {
      type: 'deposit',
      period: 'day',
      value: 5_000,
      currency: 'USD',
    });
    expect(usd.statusCode).toBe(201);
    expect(usd.json()).toMatchObject({ type: 'deposit', value: 5_000, currency: 'USD' });
    // The USD limit did not replace the EUR one: both are in force, each in its currency.
    const listed = (await client.get(LIMITS)).json() as {
      data: { type: string; status: string; value: number; currency: string }[];
    };
    expect(
      listed.data
        .filter((l) => l.type === 'deposit' && l.status === 'active')
        .map((l) => [l.currency, l.value])
        .sort(),
    ).toEqual([
      ['EUR', 2_000],
      ['USD', 5_000],
    ]);

    // Each limit counts deposits in every currency (the demo rates: 1 EUR = 1.08 USD): switching
    // to dollars does not escape the euro limit.
    expect((await deposit(client, 1_000)).json()).toMatchObject({ result: 'success' });
    const inUsd = (amount: number) => client.post(DEPOSITS, { amount, currency: 'USD' });
    // $11.00 is €10.19 (rounded up): over the €10.00 left.
    const over = await inUsd(1_100);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      data: { limit: 2_000, used: 1_000, remaining: 1_000, currency: 'EUR' },
    });
    // $10.80 is exactly the €10.00 left.
    expect((await inUsd(1_080)).json()).toMatchObject({ result: 'success' });
    expect((await deposit(client, 1)).json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      data: { limit: 2_000, used: 2_000, remaining: 0, currency: 'EUR' },
    });
    // A currency the site does not offer is refused.
    const unknown = await client.post(LIMITS, {
      type: 'deposit',
      period: 'day',
      value: 1_000,
      currency: 'XYZ',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'UNSUPPORTED_CURRENCY' });
  });

  it('a time-out refuses deposits and sign-in until it ends, and cannot be lifted', async () => {
    const { client, email, profile } = await signUp(t.app);
    for (const value of [23, 1_009]) {
      const res = await setLimit(client, 'time_out', value);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'EXCLUSION_LENGTH_INVALID' });
    }
    const timeOut = (await setLimit(client, 'time_out', 48)).json();
    expect(timeOut).toMatchObject({ type: 'time_out', strategy: 'exclusion', status: 'active' });
    expect(Date.parse(timeOut.disable_at) - Date.now()).toBeGreaterThan(47.9 * 3_600_000);

    // The session that set it has ended; a deposit that reaches the cashier anyway is refused.
    expect((await deposit(client, 1_000)).statusCode).toBe(401);
    expect(await t.app.cashier.deposit(profile.id, 1_000, 'EUR')).toMatchObject({
      code: 'TIMED_OUT',
      data: { type: 'time_out', until: timeOut.disable_at },
    });
    expect(await t.app.userLimits.remove(profile.id, timeOut.id)).toMatchObject({
      code: 'EXCLUSION_LOCKED',
    });

    const signedIn = await signIn(t.app, { email: email! });
    expect(signedIn.res.statusCode).toBe(403);
    expect(signedIn.res.json()).toMatchObject({
      code: 'TIMED_OUT',
      message: 'error.limits.timed_out',
    });

    // Once it ends, the player signs in and deposits again.
    await db().execute(
      sql`update user_limits set disable_at = now() - interval '1 second' where id = ${timeOut.id}`,
    );
    const after = await signIn(t.app, { email: email! });
    expect(after.res.statusCode).toBe(200);
    expect((await deposit(after.client, 1_000)).json()).toMatchObject({ result: 'success' });
  });

  for (const [type, value] of [
    ['self_exclusion', 6],
    ['time_out', 24],
  ] as const) {
    it(`a ${type} ends every session of the player at once, and says so on the private channel`, async () => {
      const { client, email, profile } = await signUp(t.app);
      // The same player signed in on another device.
      const phone = await signIn(t.app, { email: email! });
      expect(phone.res.statusCode).toBe(200);
      const other = await signUp(t.app);
      const publish = vi.spyOn(t.app.realtime, 'publish');
      try {
        const res = await setLimit(client, type, value);
        expect(res.statusCode).toBe(201);
        const limit = res.json() as { disable_at: string };
        expect(publish).toHaveBeenCalledWith(`$user:${profile.id}`, {
          event_name: 'session_ended',
          message: { reason: type, until: limit.disable_at },
        });
      } finally {
        publish.mockRestore();
      }
      for (const device of [client, phone.client]) {
        const answer = await device.get('/api/platform/player');
        expect(answer.statusCode).toBe(401);
      }
      const [left] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from sessions where player_id = ${profile.id}`,
      );
      expect(left?.n).toBe(0);
      // Another player's session is untouched.
      expect((await other.client.get('/api/platform/player')).statusCode).toBe(200);
    });
  }

  it('self-exclusion lasts 6 months to 5 years and refuses sign-in until it ends', async () => {
    const { client, email, profile } = await signUp(t.app);
    expect((await setLimit(client, 'self_exclusion', 5)).statusCode).toBe(422);
    expect((await setLimit(client, 'self_exclusion', 61)).statusCode).toBe(422);
    const excluded = (await setLimit(client, 'self_exclusion', 6)).json();
    const months = (Date.parse(excluded.disable_at) - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.2);
    // A shorter one does not shorten it.
    expect(await t.app.userLimits.set(profile.id, 'time_out', 'day', 24)).toMatchObject({
      type: 'time_out',
    });
    const signedIn = await signIn(t.app, { email: email! });
    expect(signedIn.res.statusCode).toBe(403);
    expect(signedIn.res.json()).toMatchObject({
      code: 'SELF_EXCLUDED',
      message: 'error.limits.self_excluded',
      data: { type: 'self_exclusion', until: excluded.disable_at },
    });

    // Once it (and the time-out set meanwhile) has ended, the player signs in again.
    await db().execute(
      sql`update user_limits set disable_at = now() - interval '1 second'
          where player_id = ${profile.id} and type in ('self_exclusion', 'time_out')`,
    );
    const after = await signIn(t.app, { email: email! });
    expect(after.res.statusCode).toBe(200);
  });
});
