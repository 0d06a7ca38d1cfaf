import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ODDS_TYPES } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { Client, buildPlatformTestApp, signUp, type PlatformTestApp } from '../../test/platform';

const SETTINGS = '/api/sb/settings';

describe.each(databaseKinds)('sportsbook settings (GET/POST /api/sb/settings) on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  const site = () => t.app.site.config;

  it('gives a visitor the site defaults', async () => {
    const res = await new Client(t.app).get(SETTINGS);
    expect(res.statusCode).toBe(200);
    const settings = res.json();
    const sb = site().sportsbook;
    expect(settings).toMatchObject({
      custom_bet_allow_single: sb.custom_bet_allow_single,
      custom_bet_enabled: sb.custom_bet_enabled,
      stakes: sb.default_stakes[site().default_currency],
      stakes_currency: site().default_currency,
      auto_accept_odds_change: sb.auto_accept_odds_change,
      odds_types: { available: sb.odds_types, selected: sb.default_odds_type },
      theme: 'system',
      updated_at: null,
      video_settings: { enabled: sb.video_enabled },
      sport_type_providers: sb.sport_type_providers,
      multi_bet_settings: { available_by_provider: sb.multi_bet_available_by_provider },
      additional_providers: {
        horse_racing: { enabled: sb.additional_providers.horse_racing },
        lotto: { enabled: sb.additional_providers.lotto },
        premium_cricket: { enabled: sb.additional_providers.premium_cricket },
      },
      allow_multiple_active_user_freebets: sb.allow_multiple_active_user_freebets,
      bet_limits_settings: site().bet_limits,
      one_signal_push_notification_subscription: null,
    });
    expect(settings.stakes).toHaveLength(4);
    expect(typeof settings.provider_statuses).toBe('object');
  });

  it('refuses a visitor’s POST (401) and a POST without X-App: sportsbook (403)', async () => {
    const visitor = await new Client(t.app).post(SETTINGS, { odds_type: 'american' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'UNAUTHORIZED', message: 'error.unauthorized' });

    const { client } = await signUp(t.app);
    client.appHeader = false;
    const noHeader = await client.post(SETTINGS, { odds_type: 'american' });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ code: 'APP_HEADER_REQUIRED' });
    expect((await client.get(SETTINGS)).json().odds_types.selected).toBe(
      site().sportsbook.default_odds_type,
    );
  });

  it('saves exactly 4 recommended stakes; 3 or 5 are refused with 400 naming stakes', async () => {
    const { client } = await signUp(t.app);
    const saved = await client.post(SETTINGS, { stakes: [100, 200, 300, 400] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ stakes: [100, 200, 300, 400], stakes_currency: 'EUR' });
    expect(saved.json().updated_at).toEqual(expect.any(String));

    for (const stakes of [
      [100, 200, 300],
      [100, 200, 300, 400, 500],
      [],
      [100, 200, 300, -1],
      [100, 200, 300, 0],
      [100, 200, 300, 1.5],
      [100, 200, 300, '400'],
      'many',
    ]) {
      const res = await client.post(SETTINGS, { stakes });
      expect(res.statusCode, JSON.stringify(stakes)).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'error.validation.invalid_request',
      });
      for (const issue of body.data.issues as { parameter: string }[]) {
        expect(issue.parameter.split('.')[0]).toBe('stakes');
      }
    }
    expect((await client.get(SETTINGS)).json().stakes).toEqual([100, 200, 300, 400]);
  });

  it('keeps stakes per currency: the active account’s currency decides which set applies', async () => {
    const { client } = await signUp(t.app);
    await client.post(SETTINGS, { stakes: [1, 2, 3, 4] });
    expect(
      (await client.post('/api/platform/player/accounts', { currency: 'BTC' })).statusCode,
    ).toBe(200);
    expect((await client.get(SETTINGS)).json()).toMatchObject({
      stakes: site().sportsbook.default_stakes.BTC,
      stakes_currency: 'BTC',
    });
    await client.post(SETTINGS, { stakes: [10_000, 20_000, 30_000, 40_000] });
    await client.post('/api/platform/player/accounts', { currency: 'EUR' });
    expect((await client.get(SETTINGS)).json()).toMatchObject({
      stakes: [1, 2, 3, 4],
      stakes_currency: 'EUR',
    });
  });

  it('accepts auto_accept_odds_change none, higher and any, and booleans (true = any, false = none)', async () => {
    const { client } = await signUp(t.app);
    for (const [sent, stored] of [
      ['none', 'none'],
      ['higher', 'higher'],
      ['any', 'any'],
      [false, 'none'],
      [true, 'any'],
    ] as const) {
      const res = await client.post(SETTINGS, { auto_accept_odds_change: sent });
      expect(res.statusCode, String(sent)).toBe(200);
      expect(res.json().auto_accept_odds_change).toBe(stored);
      expect((await client.get(SETTINGS)).json().auto_accept_odds_change).toBe(stored);
    }
    for (const sent of ['always', 'lower', 1, null, '']) {
      const res = await client.post(SETTINGS, { auto_accept_odds_change: sent });
      expect(res.statusCode, String(sent)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        data: {
          issues: expect.arrayContaining([
            expect.objectContaining({ parameter: 'auto_accept_odds_change' }),
          ]),
        },
      });
    }
    expect((await client.get(SETTINGS)).json().auto_accept_odds_change).toBe('any');
  });

  it('selects an odds type from the available list; an unknown one is refused', async () => {
    const { client } = await signUp(t.app);
    for (const oddsType of site().sportsbook.odds_types) {
      const res = await client.post(SETTINGS, { odds_type: oddsType });
      expect(res.statusCode, oddsType).toBe(200);
      expect(res.json().odds_types).toEqual({
        available: site().sportsbook.odds_types,
        selected: oddsType,
      });
    }
    expect(ODDS_TYPES).toEqual(expect.arrayContaining(site().sportsbook.odds_types));
    for (const oddsType of ['decimal', 'EUROPEAN', '', 42]) {
      const res = await client.post(SETTINGS, { odds_type: oddsType });
      expect(res.statusCode, String(oddsType)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        data: { issues: [expect.objectContaining({ parameter: 'odds_type' })] },
      });
    }
    const last = site().sportsbook.odds_types.at(-1);
    expect((await client.get(SETTINGS)).json().odds_types.selected).toBe(last);
  });

  it('keeps the player’s theme (system until chosen); an unknown one is refused', async () => {
    const { client } = await signUp(t.app);
    expect((await client.get(SETTINGS)).json().theme).toBe('system');
    for (const theme of ['light', 'dark', 'system']) {
      const res = await client.post(SETTINGS, { theme });
      expect(res.statusCode, theme).toBe(200);
      expect(res.json().theme).toBe(theme);
    }
    await client.post(SETTINGS, { theme: 'light' });
    const refused = await client.post(SETTINGS, { theme: 'sepia' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { issues: [expect.objectContaining({ parameter: 'theme' })] },
    });
    // Other settings saved later keep the theme.
    await client.post(SETTINGS, { odds_type: site().sportsbook.default_odds_type });
    expect((await client.get(SETTINGS)).json().theme).toBe('light');
  });

  it('refuses a malformed body and ignores fields it does not know', async () => {
    const { client } = await signUp(t.app);
    const malformed = await client.request('POST', SETTINGS, '{"stakes": [', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_JSON' });
    const extra = await client.post(SETTINGS, { odds_type: 'american', player_id: 'x' });
    expect(extra.statusCode).toBe(200);
    expect(extra.json()).not.toHaveProperty('player_id');
  });

  it('persists values across requests and keeps each player’s settings apart', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await alice.client.post(SETTINGS, {
      stakes: [111, 222, 333, 444],
      auto_accept_odds_change: 'none',
      odds_type: 'american',
      one_signal_push_notification_subscription: 'sub-1',
    });
    // A partial update keeps what it does not name.
    const partial = await alice.client.post(SETTINGS, { odds_type: 'fractional' });
    expect(partial.json()).toMatchObject({
      stakes: [111, 222, 333, 444],
      auto_accept_odds_change: 'none',
      odds_types: { selected: 'fractional' },
      one_signal_push_notification_subscription: 'sub-1',
    });

    // A fresh sign-in (a new session) finds them.
    const again = new Client(t.app);
    expect(
      (
        await again.post('/api/platform/users/sign_in', {
          user: { email: alice.email, password: 'correct horse battery' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await again.get(SETTINGS)).json()).toMatchObject({
      stakes: [111, 222, 333, 444],
      auto_accept_odds_change: 'none',
      odds_types: { selected: 'fractional' },
    });

    const bobs = (await bob.client.get(SETTINGS)).json();
    expect(bobs).toMatchObject({
      stakes: site().sportsbook.default_stakes.EUR,
      auto_accept_odds_change: site().sportsbook.auto_accept_odds_change,
      odds_types: { selected: site().sportsbook.default_odds_type },
      updated_at: null,
      one_signal_push_notification_subscription: null,
    });
    // A visitor still gets the defaults.
    expect((await new Client(t.app).get(SETTINGS)).json().odds_types.selected).toBe(
      site().sportsbook.default_odds_type,
    );
  });

  it('keeps every field of updates sent at once (none overwrites another with what it read)', async () => {
    const { client } = await signUp(t.app);
    await client.post(SETTINGS, { odds_type: 'european' });
    for (let round = 0; round < 5; round += 1) {
      const stakes = [round + 1, round + 2, round + 3, round + 4];
      const answers = await Promise.all([
        client.post(SETTINGS, { odds_type: round % 2 ? 'american' : 'fractional' }),
        client.post(SETTINGS, { theme: round % 2 ? 'dark' : 'light' }),
        client.post(SETTINGS, { auto_accept_odds_change: round % 2 ? 'any' : 'none' }),
        client.post(SETTINGS, { stakes }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await client.get(SETTINGS)).json()).toMatchObject({
        odds_types: { selected: round % 2 ? 'american' : 'fractional' },
        theme: round % 2 ? 'dark' : 'light',
        auto_accept_odds_change: round % 2 ? 'any' : 'none',
        stakes,
      });
    }
  });

  it('accepts the session cookie and the Bearer token from /api/platform/users/token alike', async () => {
    const { client } = await signUp(t.app);
    const token = (await client.post('/api/platform/users/token')).json().token as string;
    const api = new Client(t.app);
    api.bearer = token;

    const byBearer = await api.post(SETTINGS, { odds_type: 'hongkong', stakes: [5, 6, 7, 8] });
    expect(byBearer.statusCode).toBe(200);
    expect((await client.get(SETTINGS)).json()).toMatchObject({
      odds_types: { selected: 'hongkong' },
      stakes: [5, 6, 7, 8],
    });
    const byCookie = await client.post(SETTINGS, { auto_accept_odds_change: 'higher' });
    expect(byCookie.statusCode).toBe(200);
    expect((await api.get(SETTINGS)).json()).toMatchObject({
      auto_accept_odds_change: 'higher',
      odds_types: { selected: 'hongkong' },
    });

    // A token that is not one of ours counts as a visitor: defaults to read, 401 to write.
    const forged = new Client(t.app);
    forged.bearer = 'x'.repeat(43);
    expect((await forged.get(SETTINGS)).json().updated_at).toBeNull();
    expect((await forged.post(SETTINGS, { odds_type: 'american' })).statusCode).toBe(401);
  });
});

describe('odds types the site does not offer', () => {
  let t: PlatformTestApp;
  let dir: string;
  beforeAll(async () => {
    // A site that offers only two of the known odds types.
    dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
    const file = path.join(dir, 'site-config.json');
    const site = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../site-config.json'), 'utf8'),
    ) as { sportsbook: { odds_types: string[]; default_odds_type: string } };
    site.sportsbook.odds_types = ['european', 'american'];
    site.sportsbook.default_odds_type = 'european';
    writeFileSync(file, JSON.stringify(site));
    t = await buildPlatformTestApp('pglite', { SITE_CONFIG_FILE: file });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a known odds type outside the available list (422) and lists only the available ones', async () => {
    const { client } = await signUp(t.app);
    const refused = await client.post(SETTINGS, { odds_type: 'fractional' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'UNSUPPORTED_ODDS_TYPE',
      message: 'error.settings.unsupported_odds_type',
      data: { odds_type: 'fractional' },
    });
    expect((await client.get(SETTINGS)).json().odds_types).toEqual({
      available: ['european', 'american'],
      selected: 'european',
    });
    expect((await client.post(SETTINGS, { odds_type: 'american' })).json().odds_types).toEqual({
      available: ['european', 'american'],
      selected: 'american',
    });
  });
});
