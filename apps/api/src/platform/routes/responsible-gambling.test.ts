import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  Client,
  buildPlatformTestApp,
  queryRows,
  signUp,
  type PlatformTestApp,
} from '../../../test/platform';

const SESSIONS = '/api/platform/sportsbook_sessions';
const REALITY_CHECK = '/api/platform/sportsbook_sessions/reality_check';
const LIMITS = '/api/platform/user_limits';
const ACTIVITY = '/api/platform/player/activity_limit_track';

describe.each(databaseKinds)('reality check, session limit and activity limit on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  const db = () => t.database.handle.db;

  /** Moves a player's open sportsbook session back in time (the platform clock is the wall clock). */
  async function ageSession(playerId: string, minutes: number, column = 'started_at') {
    await db().execute(
      sql`update sportsbook_sessions set ${sql.raw(column)} = ${sql.raw(column)} - make_interval(mins => ${minutes})
          where player_id = ${playerId} and ended_at is null`,
    );
  }

  /**
   * Whether a session started `minutes` ago began today (UTC). A daily limit counts only today's
   * part of a session, so the tests that age a session past a daily limit cannot be built in the
   * first minutes after midnight; they are skipped then rather than fail on the clock.
   */
  const startsToday = (minutes: number) =>
    new Date(Date.now() - (minutes + 2) * 60_000).getUTCDate() === new Date().getUTCDate();

  async function setLimit(client: Client, type: string, value: number, period = 'day') {
    const res = await client.post(LIMITS, { type, period, value });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; type: string; status: string };
  }

  it('answers 401 with the error body to visitors', async () => {
    const visitor = new Client(t.app);
    for (const res of [
      await visitor.post(SESSIONS),
      await visitor.post(`${SESSIONS}/continue`),
      await visitor.get(REALITY_CHECK),
      await visitor.get(LIMITS),
      await visitor.post(LIMITS, { type: 'session', value: 60 }),
      await visitor.post(ACTIVITY),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'error.unauthorized' });
    }
  });

  it('refuses state-changing calls without X-App: sportsbook (403)', async () => {
    const { client } = await signUp(t.app);
    client.appHeader = false;
    for (const res of [
      await client.post(SESSIONS),
      await client.post(`${SESSIONS}/continue`),
      await client.post(LIMITS, { type: 'session', value: 60 }),
      await client.post(ACTIVITY),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'APP_HEADER_REQUIRED' });
    }
    client.appHeader = true;
    expect((await client.get(LIMITS)).json()).toEqual({ data: [] });
  });

  it('starts a sportsbook session, resumes the open one on the next start, without limits', async () => {
    const { client } = await signUp(t.app);
    const first = await client.post(SESSIONS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: expect.any(String),
      started_at: expect.any(String),
      last_active_at: expect.any(String),
      reality_check_interval_min: null,
      session_limit_remaining_s: null,
    });
    const again = await client.post(SESSIONS);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().started_at).toBe(first.json().started_at);
  });

  it.skipIf(!startsToday(31))(
    'starting a session answers 403 when the session limit is reached; the session ends',
    async () => {
      const { client, profile } = await signUp(t.app);
      await setLimit(client, 'session', 30);
      const started = await client.post(SESSIONS);
      expect(started.statusCode).toBe(200);
      expect(started.json().session_limit_remaining_s).toBeGreaterThan(29 * 60);
      expect(started.json().session_limit_remaining_s).toBeLessThanOrEqual(30 * 60);

      await ageSession(profile.id, 31);
      const refused = await client.post(SESSIONS);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'SESSION_LIMIT_REACHED',
        message: 'error.platform.session_limit_reached',
      });
      // The session was ended: continuing and the reality check have no session any more (400).
      const cont = await client.post(`${SESSIONS}/continue`);
      expect(cont.statusCode).toBe(400);
      expect(cont.json()).toMatchObject({ code: 'NO_SPORTSBOOK_SESSION' });
      expect((await client.get(REALITY_CHECK)).statusCode).toBe(400);
      // Still used up today: a new start is refused too.
      expect((await client.post(SESSIONS)).statusCode).toBe(403);

      // A larger limit waits the cooling-off: still refused until it is over and confirmed.
      const looser = await setLimit(client, 'session', 120);
      expect(looser).toMatchObject({ status: 'pending', confirm_until: expect.any(String) });
      expect((await client.post(SESSIONS)).statusCode).toBe(403);
      await db().execute(
        sql`update user_limits set confirm_until = now() - interval '1 second' where id = ${looser.id}`,
      );
      expect((await client.post(`${LIMITS}/${looser.id}/confirm`)).statusCode).toBe(200);
      const resumed = await client.post(SESSIONS);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().session_limit_remaining_s).toBeGreaterThan(80 * 60);
      expect(resumed.json().id).not.toBe(started.json().id);
    },
  );

  it.skipIf(!startsToday(20))(
    'continues a session after the reality check; 403 once the session limit is used up, 400 without a session',
    async () => {
      const { client, profile } = await signUp(t.app);
      const none = await client.post(`${SESSIONS}/continue`);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({
        code: 'NO_SPORTSBOOK_SESSION',
        message: 'error.platform.no_sportsbook_session',
      });

      await setLimit(client, 'reality_check', 15);
      const session = (await client.post(SESSIONS)).json();
      expect(session.reality_check_interval_min).toBe(15);
      expect((await client.get(REALITY_CHECK)).json().reality_check_due).toBe(false);

      await ageSession(profile.id, 20, 'acknowledged_at');
      expect((await client.get(REALITY_CHECK)).json().reality_check_due).toBe(true);
      const cont = await client.post(`${SESSIONS}/continue`);
      expect(cont.statusCode).toBe(200);
      expect(cont.json()).toMatchObject({ id: session.id, reality_check_interval_min: 15 });
      expect((await client.get(REALITY_CHECK)).json().reality_check_due).toBe(false);

      await setLimit(client, 'session', 10);
      await ageSession(profile.id, 11);
      const over = await client.post(`${SESSIONS}/continue`);
      expect(over.statusCode).toBe(403);
      expect(over.json()).toMatchObject({ code: 'SESSION_LIMIT_REACHED' });
    },
  );

  it('answers the reality check summary: bets_sum and wins_sum of the session, period from and to', async () => {
    const { client, profile } = await signUp(t.app);
    const noSession = await client.get(REALITY_CHECK);
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json()).toMatchObject({ code: 'NO_SPORTSBOOK_SESSION' });

    const post = (type: 'deposit' | 'stake' | 'win', amount: number, reference: string) =>
      t.app.wallet.post({ playerId: profile.id, currency: 'EUR', type, amount, reference });
    await post('deposit', 50_000, 'test:opening');
    // A stake from before the session does not count.
    const old = await post('stake', -7_000, 'bet:old');
    await db().execute(
      sql`update ledger_entries set created_at = now() - interval '2 hours' where id = ${old.entryId}`,
    );

    const session = (await client.post(SESSIONS)).json();
    const empty = await client.get(REALITY_CHECK);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toMatchObject({ bets_sum: 0, wins_sum: 0, currency: 'EUR' });

    await post('stake', -1_000, 'bet:1');
    await post('stake', -2_500, 'bet:2');
    await post('win', 3_300, 'bet:1');
    // Another currency is not the active one: not in the summary.
    await t.app.wallet.openAccount(profile.id, 'USD');
    await t.app.wallet.post({
      playerId: profile.id,
      currency: 'USD',
      type: 'deposit',
      amount: 9_000,
      reference: 'test:usd',
    });
    await t.app.wallet.post({
      playerId: profile.id,
      currency: 'USD',
      type: 'stake',
      amount: -4_000,
      reference: 'bet:usd',
    });

    const summary = (await client.get(REALITY_CHECK)).json();
    expect(summary).toMatchObject({
      bets_sum: 3_500,
      wins_sum: 3_300,
      currency: 'EUR',
      reality_check_due: false,
    });
    expect(summary.period.from).toBe(session.started_at);
    expect(Date.parse(summary.period.to)).toBeGreaterThanOrEqual(Date.parse(summary.period.from));
    expect(Date.parse(summary.period.to)).not.toBeNaN();
  });

  it('lists the user limits with type and status; a replaced limit is disabled', async () => {
    const { client } = await signUp(t.app);
    expect((await client.get(LIMITS)).json()).toEqual({ data: [] });
    const first = await setLimit(client, 'session', 60);
    expect(first).toMatchObject({
      type: 'session',
      strategy: 'time',
      status: 'active',
      period: 'day',
      value: 60,
      parent_type: null,
      disable_at: null,
      confirm_until: null,
    });
    await setLimit(client, 'activity', 90, 'week');
    await setLimit(client, 'session', 45);
    const { data } = (await client.get(LIMITS)).json() as {
      data: {
        id: number;
        type: string;
        status: string;
        period: string;
        disable_at: string | null;
      }[];
    };
    expect(data.map((l) => [l.type, l.status, l.period])).toEqual([
      ['session', 'disabled', 'day'],
      ['activity', 'active', 'week'],
      ['session', 'active', 'day'],
    ]);
    expect(data[0]!.disable_at).not.toBeNull();

    for (const body of [
      { type: 'jackpot', value: 10 },
      { type: 'session', value: 0 },
      { type: 'session', value: 1.5 },
      { type: 'session', value: 60 * 24 * 31 + 1 },
      { type: 'session', value: 60, period: 'year' },
      { type: 'session' },
    ]) {
      const res = await client.post(LIMITS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect((await client.get(LIMITS)).json().data).toHaveLength(3);

    // Each player sees only their own limits.
    const other = await signUp(t.app);
    expect((await other.client.get(LIMITS)).json()).toEqual({ data: [] });
  });

  it('tracks activity time without a limit', async () => {
    const { client } = await signUp(t.app);
    const first = await client.post(ACTIVITY);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ tracked_seconds: 60, limit_seconds: null });
    // A report right after the last one adds only the time since it.
    const second = await client.post(ACTIVITY);
    expect(second.json().tracked_seconds).toBeGreaterThanOrEqual(60);
    expect(second.json().tracked_seconds).toBeLessThan(120);
  });

  it('activity tracking answers 401 when the activity limit is reached', async () => {
    const { client, profile } = await signUp(t.app);
    await setLimit(client, 'activity', 2);
    const first = await client.post(ACTIVITY);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ tracked_seconds: 60, limit_seconds: 120 });

    await db().execute(
      sql`update player_activity set last_tracked_at = last_tracked_at - interval '5 minutes'
          where player_id = ${profile.id}`,
    );
    const reached = await client.post(ACTIVITY);
    expect(reached.statusCode).toBe(401);
    expect(reached.json()).toEqual({
      code: 'ACTIVITY_LIMIT_REACHED',
      message: 'error.platform.activity_limit_reached',
    });
    const after = await client.post(ACTIVITY);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('ACTIVITY_LIMIT_REACHED');
    // The player's session itself is still valid: the web resets it on this 401.
    expect((await client.get('/api/platform/player')).statusCode).toBe(200);

    // A weekly limit counts the days of the week together.
    const weekly = await signUp(t.app);
    await setLimit(weekly.client, 'activity', 3, 'week');
    expect((await weekly.client.post(ACTIVITY)).json()).toEqual({
      tracked_seconds: 60,
      limit_seconds: 180,
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'sportsbook sessions under concurrency on postgres',
  () => {
    let t: PlatformTestApp;
    beforeAll(async () => {
      t = await buildPlatformTestApp('postgres');
    });
    afterAll(async () => t.close());

    it('concurrent starts (several tabs) share one open sportsbook session', async () => {
      const { client, profile } = await signUp(t.app);
      const results = await Promise.all(Array.from({ length: 12 }, () => client.post(SESSIONS)));
      for (const res of results) expect(res.statusCode, res.body).toBe(200);
      expect(new Set(results.map((res) => res.json().id)).size).toBe(1);
      const [row] = await queryRows<{ open: number }>(
        t.database.handle.db,
        sql`select count(*)::int as open from sportsbook_sessions
          where player_id = ${profile.id} and ended_at is null`,
      );
      expect(Number(row!.open)).toBe(1);
    });
  },
);
