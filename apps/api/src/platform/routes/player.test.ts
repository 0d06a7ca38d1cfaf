import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import {
  Client,
  buildPlatformTestApp,
  lastToken,
  signUp,
  type PlatformTestApp,
} from '../../../test/platform';

describe.each(databaseKinds)('player routes on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  it('answers 401 with the error body to visitors on every player route', async () => {
    const visitor = new Client(t.app);
    const calls = [
      visitor.get('/api/platform/player'),
      visitor.patch('/api/platform/player', { first_name: 'X' }),
      visitor.patch('/api/platform/player/update_locale', { locale: 'de' }),
      visitor.get('/api/platform/player/comp_points'),
      visitor.get('/api/platform/player/status_groups'),
      visitor.get('/api/platform/player/accounts?compatibility=false'),
      visitor.post('/api/platform/player/accounts', { currency: 'USD' }),
      visitor.post('/api/platform/player/deposits', { amount: 100, currency: 'EUR' }),
      visitor.post('/api/platform/player/withdrawals', { amount: 100, currency: 'EUR' }),
      visitor.get('/api/platform/player/phone'),
      visitor.get('/api/platform/user_limits'),
      visitor.post('/api/platform/player/activity_limit_track'),
      visitor.post('/api/platform/sportsbook_sessions'),
      visitor.get('/api/platform/sportsbook_sessions/reality_check'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'error.unauthorized' });
    }
  });

  it('GET /player answers the profile fields of the spec', async () => {
    const { client, email } = await signUp(t.app, { nickname: 'ace', language: 'de' });
    const profile = (await client.get('/api/platform/player')).json();
    expect(Object.keys(profile).sort()).toEqual(
      [
        'id',
        'email',
        'mobile_phone',
        'auth_phone_number',
        'first_name',
        'last_name',
        'nickname',
        'language',
        'currency',
        'country',
        'auth_fields_missed',
        'statuses',
        'serasa',
        'user_account_status',
        'suspension_reason',
        'confirmed',
      ].sort(),
    );
    expect(profile).toMatchObject({
      email,
      nickname: 'ace',
      language: 'de',
      currency: 'EUR',
      auth_fields_missed: [],
      statuses: ['bronze'],
      serasa: { pve: false },
      user_account_status: 'active',
      suspension_reason: null,
    });
    expect(profile).not.toHaveProperty('password_hash');
  });

  it('shows each player only their own data', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await alice.client.post('/api/platform/player/deposits', { amount: 5000, currency: 'EUR' });
    expect((await bob.client.get('/api/platform/player')).json().id).toBe(bob.profile.id);
    expect((await bob.client.get('/api/platform/player/accounts')).json()[0].balance).toBe(0);
    expect((await alice.client.get('/api/platform/player/accounts')).json()[0].balance).toBe(5000);
    // A player id in the URL or body is never how the platform picks the player.
    const sneaky = await bob.client.get(`/api/platform/player?id=${alice.profile.id}`);
    expect(sneaky.json().id).toBe(bob.profile.id);
  });

  it('PATCH /player/update_locale answers the locale; unknown locales are refused', async () => {
    const { client } = await signUp(t.app);
    const res = await client.patch('/api/platform/player/update_locale', { locale: 'pt-BR' });
    expect(res.json()).toEqual({ locale: 'pt-BR' });
    expect((await client.get('/api/platform/player')).json().language).toBe('pt-BR');
    const bad = await client.patch('/api/platform/player/update_locale', { locale: 'xx' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('UNSUPPORTED_LOCALE');
  });

  it('PATCH /player fills missing fields and clears them from auth_fields_missed', async () => {
    const { client, profile } = await signUp(t.app);
    await t.database.handle.db.execute(
      sql`update players set auth_fields_missed = '{first_name,last_name}' where id = ${profile.id}`,
    );
    expect((await client.get('/api/platform/player')).json().auth_fields_missed).toEqual([
      'first_name',
      'last_name',
    ]);
    const res = await client.patch('/api/platform/player', { first_name: 'Grace' });
    expect(res.json()).toMatchObject({ first_name: 'Grace', auth_fields_missed: ['last_name'] });
  });

  it('comp points and status groups follow the loyalty tier and assigned groups', async () => {
    const { client, profile } = await signUp(t.app);
    await t.database.handle.db.execute(
      sql`update players set comp_points = 5200, status_groups = '{spi_test}' where id = ${profile.id}`,
    );
    expect((await client.get('/api/platform/player/comp_points')).json()).toEqual({
      persistent: { points: 5200 },
    });
    const groups = (await client.get('/api/platform/player/status_groups')).json().data;
    expect(
      groups
        .filter((g: { status: string }) => g.status === 'active')
        .map((g: { id: string }) => g.id),
    ).toEqual(['gold', 'spi_test']);
    expect(groups.find((g: { id: string }) => g.id === 'gold')).toMatchObject({
      writeable: false,
      comp_points_min: 5000,
      comp_points_max: 19999,
    });
    expect((await client.get('/api/platform/player')).json().statuses).toEqual([
      'gold',
      'spi_test',
    ]);
  });

  it('verifies a phone: a code by SMS, a resend timeout, wrong codes refused, the right one verifies', async () => {
    const { client, profile } = await signUp(t.app);
    const phone = `+4917${Date.now().toString().slice(-8)}`;
    expect((await client.get('/api/platform/player/phone')).json()).toEqual({
      phone_number: null,
      phone_country: null,
      verified_status: 'not_verified',
      resend_timeout_until: null,
      sms_limit_reached: false,
    });
    const nowhere = await client.post('/api/platform/player/phone', {
      phone_number: phone,
      phone_country: 'XX',
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toMatchObject({
      code: 'INVALID_COUNTRY',
      message: 'error.platform.invalid_country',
    });
    const sent = await client.post('/api/platform/player/phone', {
      phone_number: phone,
      phone_country: 'DE',
    });
    expect(sent.json()).toMatchObject({
      phone_number: phone,
      verified_status: 'not_verified',
      sms_limit_reached: false,
    });
    expect(Date.parse(sent.json().resend_timeout_until)).toBeGreaterThan(Date.now());
    const early = await client.post('/api/platform/player/phone/resend');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'RESEND_TIMEOUT',
      data: { resend_timeout_until: sent.json().resend_timeout_until },
    });

    const code = await lastToken(t.app, phone, 'phone_verification_code');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await client.post('/api/platform/player/phone/verify', { code: wrong })).json().code,
    ).toBe('INVALID_CODE');
    const ok = await client.post('/api/platform/player/phone/verify', { code });
    expect(ok.json()).toMatchObject({ verified_status: 'verified' });
    expect((await client.get('/api/platform/player')).json()).toMatchObject({
      id: profile.id,
      mobile_phone: phone,
      auth_phone_number: phone,
    });
    expect((await client.post('/api/platform/player/phone/verify', { code })).json().code).toBe(
      'INVALID_CODE',
    );
  });

  it('stops sending SMS at the daily limit', async () => {
    const { client, profile } = await signUp(t.app);
    const phone = `+4916${Date.now().toString().slice(-8)}`;
    await client.post('/api/platform/player/phone', { phone_number: phone, phone_country: 'DE' });
    await t.database.handle.db.execute(
      sql`update phone_verifications set sms_count = 5, resend_available_at = null where player_id = ${profile.id}`,
    );
    expect((await client.get('/api/platform/player/phone')).json().sms_limit_reached).toBe(true);
    const res = await client.post('/api/platform/player/phone/resend');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('SMS_LIMIT_REACHED');
  });

  it('spends a code after five wrong attempts', async () => {
    const { client } = await signUp(t.app);
    const phone = `+4915${Date.now().toString().slice(-8)}`;
    await client.post('/api/platform/player/phone', { phone_number: phone, phone_country: 'DE' });
    const code = await lastToken(t.app, phone, 'phone_verification_code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await client.post('/api/platform/player/phone/verify', { code: wrong });
    expect((await client.post('/api/platform/player/phone/verify', { code })).json().code).toBe(
      'INVALID_CODE',
    );
  });
});
