import { FEATURE_FLAGS } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { Client, buildPlatformTestApp, signUp, type PlatformTestApp } from '../../test/platform';

const SYSTEM = '/api/sb/system';

/** Spec (accounts-bonuses-integration, validation rules / roles): the feature flags the web reads. */
const SPEC_FEATURE_FLAGS = [
  'sign_up_iframe_preloader',
  'sign_in_iframe_preloader',
  'iframe_user_unlock',
  'quick_deposit',
  'quick_deposit_test',
  'activity_tracking',
  'responsible_gambling',
  'jackpots',
  'custom_sport_type_providers',
];

describe.each(databaseKinds)('system data (GET /api/sb/system) on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind, { LOCALES: 'en,de,pt-BR,ar', DEFAULT_COUNTRY: 'MT' });
  });
  afterAll(async () => t.close());

  const system = async (headers: Record<string, string> = {}, query = '') => {
    const res = await new Client(t.app).get(`${SYSTEM}${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists the locales with code and name in the locale itself; the first is the default', async () => {
    const data = await system();
    expect(data.locales.map((l: { code: string }) => l.code)).toEqual(['en', 'de', 'pt-BR', 'ar']);
    expect(data.default_locale).toBe('en');
    const names = Object.fromEntries(
      data.locales.map((l: { code: string; name_in_locale: string }) => [l.code, l.name_in_locale]),
    );
    expect(names.en).toBe('English');
    expect(names.de).toBe('Deutsch');
    expect(names['pt-BR']).toMatch(/^Português/);
    expect(names.ar).toBe('العربية');
  });

  it('lists the currencies (code, subunits, fiat, subcurrencies) and the default currency code', async () => {
    const data = await system();
    expect(data.currencies.map((c: { code: string }) => c.code)).toEqual(
      t.app.site.config.currencies,
    );
    const byCode = Object.fromEntries(data.currencies.map((c: { code: string }) => [c.code, c]));
    expect(byCode.EUR).toEqual({ code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] });
    expect(byCode.BTC).toEqual({
      code: 'BTC',
      subunits: 100_000_000,
      fiat: false,
      subcurrencies: [{ code: 'mBTC', subunits: 100_000 }],
    });
    expect(data.default_currency_code).toBe('EUR');
    expect(data.currencies.map((c: { code: string }) => c.code)).toContain(
      data.default_currency_code,
    );
  });

  it('lists the countries, named in the requested locale (the default locale otherwise)', async () => {
    const data = await system();
    expect(data.countries.length).toBeGreaterThan(200);
    const name = (list: { code: string; name: string }[], code: string) =>
      list.find((c) => c.code === code)?.name;
    expect(name(data.countries, 'DE')).toBe('Germany');
    expect(data.countries.every((c: { code: string }) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(name((await system({}, '?locale=de')).countries, 'DE')).toBe('Deutschland');
    // An unknown locale falls back to the default one; an absurd one is refused.
    expect(name((await system({}, '?locale=xx')).countries, 'DE')).toBe('Germany');
    const bad = await new Client(t.app).get(`${SYSTEM}?locale=${'x'.repeat(20)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { issues: [expect.objectContaining({ parameter: 'locale' })] },
    });
  });

  it('answers the user country from the CF-IPCountry or X-Country header, blocked or not', async () => {
    const fromCloudflare = await new Client(t.app).get(SYSTEM, { 'cf-ipcountry': 'DE' });
    expect(fromCloudflare.json().user_country).toEqual({ code: 'DE', blocked: false });
    expect(fromCloudflare.headers.vary).toMatch(/CF-IPCountry/i);
    expect((await system({ 'x-country': 'us' })).user_country).toEqual({
      code: 'US',
      blocked: true,
    });
    expect((await system({ 'cf-ipcountry': 'FR' })).user_country).toEqual({
      code: 'FR',
      blocked: true,
    });
    // No header, or one that is not a country: the configured default country.
    expect((await system()).user_country).toEqual({ code: 'MT', blocked: false });
    expect((await system({ 'cf-ipcountry': 'XX' })).user_country.code).toBe('MT');
    expect((await system()).blocked_countries).toEqual(['US', 'FR']);
  });

  it('lists the market groups by group_key', async () => {
    const data = await system();
    expect(data.market_groups).toEqual(
      t.app.site.config.market_groups.map((group_key) => ({ group_key })),
    );
    expect(data.market_groups).toContainEqual({ group_key: 'main' });
  });

  it('answers every feature flag of the spec as a boolean, with the sign-in/sign-up/my-bets flags', async () => {
    const data = await system();
    for (const flag of SPEC_FEATURE_FLAGS) {
      expect(typeof data.features[flag], flag).toBe('boolean');
    }
    expect(Object.keys(data.features).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(data.features).toEqual(t.app.site.config.features);
    expect(data).toMatchObject({
      sign_in_allowed: true,
      sign_up_allowed: true,
      my_bets_enabled: true,
      player_fields: t.app.site.config.player_fields,
      platform_settings: t.app.site.config.platform_settings,
      bet_limits_settings: t.app.site.config.bet_limits,
    });
  });

  it('answers the live bet delay per sport, with a default for the rest', async () => {
    const data = await system();
    expect(data.live_bet_delay_ms).toEqual(t.app.site.liveDelays());
    expect(typeof data.live_bet_delay_ms.default).toBe('number');
  });

  it('answers visitors and players alike, without X-App', async () => {
    const visitor = await system();
    const { client } = await signUp(t.app);
    const player = await client.get(SYSTEM);
    expect(player.statusCode).toBe(200);
    expect(player.json()).toEqual(visitor);
  });
});
