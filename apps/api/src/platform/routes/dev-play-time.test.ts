import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { Client, buildPlatformTestApp, signUp, type PlatformTestApp } from '../../../test/platform';

const DEV_PLAY_TIME = '/api/platform/dev/play_time';
const SESSIONS = '/api/platform/sportsbook_sessions';
const REALITY_CHECK = '/api/platform/sportsbook_sessions/reality_check';
const LIMITS = '/api/platform/user_limits';
const ACTIVITY = '/api/platform/player/activity_limit_track';

/**
 * Whether a session started `minutes` ago began today (UTC): a daily session limit counts only
 * today's part, so the session-limit case is skipped in the first minutes after midnight.
 */
const startsToday = (minutes: number) =>
  new Date(Date.now() - (minutes + 2) * 60_000).getUTCDate() === new Date().getUTCDate();

describe.each(databaseKinds)('the development route that ages play time on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind, { DEV_OUTBOX: '1' });
  });
  afterAll(async () => t.close());

  const age = (body: Record<string, unknown>) => new Client(t.app).post(DEV_PLAY_TIME, body);

  async function playerWith(type: string, value: number) {
    const { client, email, profile } = await signUp(t.app);
    expect((await client.post(LIMITS, { type, period: 'day', value })).statusCode).toBe(201);
    return { client, email: email!, playerId: profile.id };
  }

  it('makes the reality check due after its interval, until the player continues', async () => {
    const { client, email } = await playerWith('reality_check', 30);
    expect((await client.post(SESSIONS)).statusCode).toBe(200);
    expect((await client.get(REALITY_CHECK)).json()).toMatchObject({ reality_check_due: false });

    const res = await age({ email, clock: 'reality_check', minutes: 30 });
    expect(res.statusCode).toBe(200);
    const aged = res.json() as { clock: string; started_at: string; acknowledged_at: string };
    expect(aged.clock).toBe('reality_check');
    expect(Date.now() - Date.parse(aged.acknowledged_at)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(Date.parse(aged.started_at)).toBeLessThanOrEqual(Date.parse(aged.acknowledged_at));

    expect((await client.get(REALITY_CHECK)).json()).toMatchObject({ reality_check_due: true });
    expect((await client.post(`${SESSIONS}/continue`)).statusCode).toBe(200);
    expect((await client.get(REALITY_CHECK)).json()).toMatchObject({ reality_check_due: false });
  });

  it.skipIf(!startsToday(20))(
    'uses up the session limit: the next start answers 403 and bets are refused',
    async () => {
      const { client, email, playerId } = await playerWith('session', 20);
      expect((await client.post(SESSIONS)).json()).toMatchObject({
        session_limit_remaining_s: expect.any(Number),
      });
      const res = await age({ email, clock: 'session', minutes: 20 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ clock: 'session' });

      const refused = await client.post(SESSIONS);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'SESSION_LIMIT_REACHED',
        message: 'error.platform.session_limit_reached',
      });
      expect(await t.app.playTime.refusal(playerId)).toBe('SESSION_LIMIT_REACHED');
    },
  );

  it('uses up the activity limit: the next report answers 401', async () => {
    const { client, email } = await playerWith('activity', 60);
    expect((await client.post(ACTIVITY)).json()).toEqual({
      tracked_seconds: 60,
      limit_seconds: 3600,
    });
    const res = await age({ email, clock: 'activity', minutes: 59 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clock: 'activity', seconds: 3600 });

    const refused = await client.post(ACTIVITY);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'ACTIVITY_LIMIT_REACHED',
      message: 'error.platform.activity_limit_reached',
    });
  });

  it('refuses bad input with a code and a message id (4xx, never 500)', async () => {
    const { email } = await signUp(t.app);
    for (const body of [
      {},
      { email, clock: 'session' },
      { email, clock: 'bedtime', minutes: 5 },
      { email, clock: 'session', minutes: 0 },
      { email, clock: 'session', minutes: 1.5 },
      { email, clock: 'session', minutes: 60 * 24 * 31 + 1 },
      { email: 'not an address', clock: 'activity', minutes: 5 },
    ]) {
      const res = await age(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }

    const nobody = await age({ email: 'nobody-here@example.com', clock: 'activity', minutes: 5 });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({
      code: 'PLAYER_NOT_FOUND',
      message: 'error.dev_play_time.player_not_found',
    });

    // No open session to age: the player never opened the sportsbook.
    const noSession = await age({ email, clock: 'session', minutes: 5 });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json()).toEqual({
      code: 'NO_SPORTSBOOK_SESSION',
      message: 'error.platform.no_sportsbook_session',
    });

    const withoutAppHeader = new Client(t.app);
    withoutAppHeader.appHeader = false;
    const res = await withoutAppHeader.post(DEV_PLAY_TIME, {
      email,
      clock: 'activity',
      minutes: 5,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'APP_HEADER_REQUIRED' });
  });
});

describe('the development route that ages play time, with development routes off', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite', { DEV_OUTBOX: 'false' });
  });
  afterAll(async () => t.close());

  it('is not served', async () => {
    const { email } = await signUp(t.app);
    const res = await new Client(t.app).post(DEV_PLAY_TIME, {
      email,
      clock: 'activity',
      minutes: 5,
    });
    expect(res.statusCode).toBe(404);
  });
});
