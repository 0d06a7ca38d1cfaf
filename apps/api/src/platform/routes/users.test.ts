import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  Client,
  PASSWORD,
  buildPlatformTestApp,
  queryRows,
  signIn,
  signUp,
  uniqueEmail,
  type PlatformTestApp,
} from '../../../test/platform';

describe.each(databaseKinds)('sign-up, sign-in and sessions on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind, { AUTH_MAX_FAILED_ATTEMPTS: '3' });
  });
  afterAll(async () => t.close());

  it('signs up by e-mail: 201 with the profile, an httpOnly SameSite=Lax session cookie, a confirmation e-mail', async () => {
    const client = new Client(t.app);
    const email = uniqueEmail();
    const res = await client.post('/api/platform/users', {
      user: {
        email: email.toUpperCase(),
        password: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        first_name: 'Ada',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      currency: 'EUR',
      country: 'DE',
      first_name: 'Ada',
      confirmed: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'player_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect((await client.get('/api/platform/player')).json().email).toBe(email);
    const accounts = (await client.get('/api/platform/player/accounts')).json();
    expect(accounts).toEqual([
      expect.objectContaining({ currency: 'EUR', balance: 0, active: true }),
    ]);
  });

  it('signs up by phone and signs in with the phone', async () => {
    const phone = `+4915${Date.now().toString().slice(-8)}`;
    const { profile } = await signUp(t.app, { phone, currency: 'BRL', country: 'BR' });
    expect(profile).toMatchObject({
      email: null,
      auth_phone_number: phone,
      mobile_phone: phone,
      currency: 'BRL',
    });
    const { res } = await signIn(t.app, { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(profile.id);
  });

  it('refuses sign-up without e-mail or phone, with a short password, or an unknown currency', async () => {
    const client = new Client(t.app);
    const bad = [
      { password: PASSWORD, currency: 'EUR', country: 'DE' },
      { email: uniqueEmail(), password: 'short', currency: 'EUR', country: 'DE' },
    ];
    for (const user of bad)
      expect((await client.post('/api/platform/users', { user })).statusCode).toBe(400);
    const res = await client.post('/api/platform/users', {
      user: { email: uniqueEmail(), password: PASSWORD, currency: 'XYZ', country: 'DE' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_CURRENCY',
      message: 'error.platform.unsupported_currency',
    });
  });

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await signUp(t.app);
    const res = await new Client(t.app).post('/api/platform/users', {
      user: { email, password: PASSWORD, currency: 'EUR', country: 'DE' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('refuses sign-up and sign-in from a blocked country (header) and sign-up for a blocked country', async () => {
    const client = new Client(t.app);
    const user = { email: uniqueEmail(), password: PASSWORD, currency: 'USD', country: 'DE' };
    const fromUs = await client.post('/api/platform/users', { user }, { 'cf-ipcountry': 'US' });
    expect(fromUs.statusCode).toBe(403);
    expect(fromUs.json()).toEqual({
      code: 'COUNTRY_BLOCKED',
      message: 'error.platform.country_blocked',
      data: { country: 'US' },
    });
    const forFrance = await client.post('/api/platform/users', {
      user: { ...user, country: 'FR' },
    });
    expect(forFrance.json()).toMatchObject({ code: 'COUNTRY_BLOCKED', data: { country: 'FR' } });

    const { email } = await signUp(t.app);
    const signInFromUs = await new Client(t.app).post(
      '/api/platform/users/sign_in',
      { user: { email, password: PASSWORD } },
      { 'x-country': 'us' },
    );
    expect(signInFromUs.statusCode).toBe(403);
    expect(signInFromUs.json().code).toBe('COUNTRY_BLOCKED');
  });

  it('answers a wrong password and an unknown login alike (401 INVALID_CREDENTIALS)', async () => {
    const { email } = await signUp(t.app);
    const wrong = (await signIn(t.app, { email: email! }, 'not-the-password')).res;
    const unknown = (await signIn(t.app, { email: uniqueEmail('nobody') })).res;
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'error.platform.invalid_credentials',
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('locks the account after repeated failures; the right password is refused then too', async () => {
    const { email } = await signUp(t.app);
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await signIn(t.app, { email: email! }, 'wrong-password')).res.json().code);
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    const right = (await signIn(t.app, { email: email! })).res;
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'error.platform.account_locked',
    });
  });

  it('a lockout ends by itself after AUTH_UNLOCK_AFTER_MIN', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 3; i++) await signIn(t.app, { email: email! }, 'wrong-password');
    await t.database.handle.db.execute(
      sql`update players set locked_until = now() - interval '1 second' where email = ${email}`,
    );
    expect((await signIn(t.app, { email: email! })).res.statusCode).toBe(200);
  });

  it('lets an unconfirmed player in during the grace period only', async () => {
    const { email } = await signUp(t.app);
    expect((await signIn(t.app, { email: email! })).res.statusCode).toBe(200);
    await t.database.handle.db.execute(
      sql`update players set created_at = now() - interval '8 days' where email = ${email}`,
    );
    const late = (await signIn(t.app, { email: email! })).res;
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('UNCONFIRMED');
  });

  it('issues a new session id at every sign-in and ends the one the browser came with', async () => {
    const { client, email } = await signUp(t.app);
    const before = client.cookie!;
    const res = await client.post('/api/platform/users/sign_in', {
      user: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(client.cookie).not.toBe(before);
    const stale = new Client(t.app);
    stale.cookie = before;
    expect((await stale.get('/api/platform/player')).statusCode).toBe(401);
    expect((await client.get('/api/platform/player')).statusCode).toBe(200);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const { client } = await signUp(t.app);
    const old = client.cookie!;
    const res = await client.delete('/api/platform/users/sign_out');
    expect(res.statusCode).toBe(204);
    expect(client.cookie).toBeNull();
    client.cookie = old;
    expect((await client.get('/api/platform/player')).statusCode).toBe(401);
  });

  it('ends sessions after the idle timeout and after the absolute lifetime', async () => {
    const idle = await signUp(t.app);
    const absolute = await signUp(t.app);
    const db = t.database.handle.db;
    await db.execute(
      sql`update sessions set last_seen_at = now() - interval '61 minutes' where player_id = ${idle.profile.id}`,
    );
    await db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where player_id = ${absolute.profile.id}`,
    );
    for (const { client } of [idle, absolute]) {
      const res = await client.get('/api/platform/player');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'error.unauthorized' });
    }
  });

  it('stores only a hash of the session secret', async () => {
    const { client, profile } = await signUp(t.app);
    const rows = await t.database.handle.db.execute(
      sql`select * from sessions where player_id = ${profile.id}`,
    );
    expect(JSON.stringify(rows)).not.toContain(client.cookie!);
  });

  it('refuses state-changing calls without X-App: sportsbook (403), even sign-in', async () => {
    const { client, email } = await signUp(t.app);
    client.appHeader = false;
    for (const res of [
      await client.post('/api/platform/users/sign_in', { user: { email, password: PASSWORD } }),
      await client.post('/api/platform/player/accounts', { currency: 'USD' }),
      await client.delete('/api/platform/users/sign_out'),
      await client.post(
        '/api/platform/users/sign_in',
        { user: { email, password: PASSWORD } },
        { 'x-app': 'other' },
      ),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'APP_HEADER_REQUIRED',
        message: 'error.platform.app_header_required',
        data: { header: 'X-App' },
      });
    }
    expect((await client.get('/api/platform/player')).statusCode).toBe(200);
  });

  it('issues a Bearer token to a signed-in player or by credentials; it works where the cookie does', async () => {
    const { client, email, profile } = await signUp(t.app);
    const fromSession = await client.post('/api/platform/users/token');
    expect(fromSession.statusCode).toBe(201);
    expect(fromSession.json()).toMatchObject({
      token_type: 'Bearer',
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    const byCredentials = await new Client(t.app).post('/api/platform/users/token', {
      user: { email, password: PASSWORD },
    });
    expect(byCredentials.statusCode).toBe(201);

    const api = new Client(t.app);
    api.appHeader = false;
    api.bearer = byCredentials.json().token;
    expect((await api.get('/api/platform/player')).json().id).toBe(profile.id);
    expect((await api.post('/api/sb/settings', { odds_type: 'american' })).statusCode).toBe(403);
    api.appHeader = true;
    expect((await api.post('/api/sb/settings', { odds_type: 'american' })).statusCode).toBe(200);
    expect(
      await t.app.resolvePlayerId({
        headers: { authorization: `Bearer ${api.bearer}` },
        method: 'GET',
      } as never),
    ).toBe(profile.id);

    await api.delete('/api/platform/users/sign_out');
    expect((await api.get('/api/platform/player')).statusCode).toBe(401);
    const anonymous = await new Client(t.app).post('/api/platform/users/token');
    expect(anonymous.statusCode).toBe(401);
  });

  it('a Bearer token minted from a cookie session ends when that session signs out, and expires with it', async () => {
    const { client, email } = await signUp(t.app);
    const minted = await client.post('/api/platform/users/token');
    const [cookieSession] = await queryRows<{ expires_at: Date | string }>(
      t.database.handle.db,
      sql`select expires_at from sessions where kind = 'cookie' and player_id =
            (select id from players where email = ${email})`,
    );
    // Never later than the session it came from.
    expect(Date.parse(minted.json().expires_at)).toBeLessThanOrEqual(
      new Date(cookieSession!.expires_at).getTime(),
    );
    const byCredentials = await new Client(t.app).post('/api/platform/users/token', {
      user: { email, password: PASSWORD },
    });
    const api = new Client(t.app);
    api.bearer = minted.json().token;
    const other = new Client(t.app);
    other.bearer = byCredentials.json().token;
    expect((await api.get('/api/platform/player')).statusCode).toBe(200);

    expect((await client.delete('/api/platform/users/sign_out')).statusCode).toBe(204);
    expect((await api.get('/api/platform/player')).statusCode).toBe(401);
    // A token asked for with the password belongs to no cookie session: it stays.
    expect((await other.get('/api/platform/player')).statusCode).toBe(200);
  });
});

describe('auth rate limits stay on when the global limit is off', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '0' });
  });
  afterAll(async () => t.close());

  it('answers 429 with the error body after AUTH_RATE_LIMIT_MAX sign-in attempts', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await signIn(t.app, { email: 'x@example.com' }, 'whatever')).res.statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = (await signIn(t.app, { email: 'x@example.com' }, 'whatever')).res;
    expect(res.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'error.request.too_many_requests',
    });
    const player = await t.app.inject({ method: 'GET', url: '/api/platform/player' });
    expect(player.statusCode).toBe(401);
  });
});
