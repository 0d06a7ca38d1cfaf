import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, bettingApp, eurBalance, pick, place, prematchMatches } from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import type { Client } from '../../test/platform';
import { signUp } from '../../test/platform';

const LIMITS = '/api/platform/user_limits';

/** Bets are refused while the session limit or the activity limit is used up. */
describe.each(databaseKinds)('play-time limits refuse bets on %s', (kind) => {
  let t: FeedTestApp;

  beforeAll(async () => {
    ({ t } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  async function funded(): Promise<{ client: Client; id: string }> {
    const { client, profile } = await signUp(t.app);
    const deposit = await client.post('/api/platform/player/deposits', {
      amount: 10_000,
      currency: 'EUR',
    });
    expect(deposit.statusCode).toBeLessThan(300);
    return { client, id: profile.id as string };
  }

  const oneBet = () => [bet([pick(prematchMatches(t)[0]!)])];

  // A daily limit counts only today's part of a session: not testable in the day's first minutes.
  const startsToday = new Date(Date.now() - 33 * 60_000).getUTCDate() === new Date().getUTCDate();

  it.skipIf(!startsToday)(
    'refuses a bet with SESSION_LIMIT_REACHED once the session limit is used up',
    async () => {
      const { client, id } = await funded();
      expect((await client.post(LIMITS, { type: 'session', value: 30 })).statusCode).toBe(201);
      expect((await client.post('/api/platform/sportsbook_sessions')).statusCode).toBe(200);
      // Within the limit the bet goes through.
      expect((await place(client, oneBet())).statusCode).toBe(201);

      // Thirty-one minutes of today's session are used.
      await t.app.database.db.execute(
        sql`update sportsbook_sessions set started_at = started_at - interval '31 minutes' where player_id = ${id}`,
      );
      const before = await eurBalance(client);
      const refused = await place(client, oneBet());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'SESSION_LIMIT_REACHED',
        message: 'error.platform.session_limit_reached',
      });
      expect(await eurBalance(client)).toBe(before);

      // A larger limit waits the cooling-off and a confirmation; until then bets stay refused.
      const looser = await client.post(LIMITS, { type: 'session', value: 120 });
      expect(looser.statusCode).toBe(201);
      expect(looser.json()).toMatchObject({ status: 'pending' });
      expect((await place(client, oneBet())).statusCode).toBe(403);
      await t.app.database.db.execute(
        sql`update user_limits set confirm_until = now() - interval '1 second' where id = ${looser.json().id}`,
      );
      expect((await client.post(`${LIMITS}/${looser.json().id}/confirm`)).statusCode).toBe(200);
      expect((await place(client, oneBet())).statusCode).toBe(201);
    },
  );

  it('refuses a bet with ACTIVITY_LIMIT_REACHED once the activity limit is used up', async () => {
    const { client, id } = await funded();
    expect((await client.post(LIMITS, { type: 'activity', value: 2 })).statusCode).toBe(201);
    expect((await client.post('/api/platform/player/activity_limit_track')).statusCode).toBe(200);
    expect((await place(client, oneBet())).statusCode).toBe(201);

    await t.app.database.db.execute(
      sql`update player_activity set seconds = 120 where player_id = ${id}`,
    );
    const before = await eurBalance(client);
    const refused = await place(client, oneBet());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACTIVITY_LIMIT_REACHED',
      message: 'error.platform.activity_limit_reached',
    });
    expect(await eurBalance(client)).toBe(before);
  });
});
