// API tests of /api/sb/bonuses: lists and filters, detail and terms, activation with its
// refusals, mark-as-seen, promo codes (unknown, used, expired, not eligible, rate limit),
// bonus_issued, and misuse: another player's bonus, expired, redeemed twice concurrently.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { Client, buildPlatformTestApp, signUp, type PlatformTestApp } from '../../test/platform';
import { bonusDefinitionSchema, type BonusDefinition } from './definitions';
import { playerBonuses } from './schema';

const BONUSES = '/api/sb/bonuses';

describe.each(databaseKinds)('bonuses API on %s', (kind) => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp(kind);
  });
  afterAll(async () => t.close());

  const definitions = () => t.app.site.config.bonuses.definitions;
  const define = (d: Record<string, unknown>) => {
    const base = definitions().find((x) => x.key === 'weekend-code')!;
    const added = { ...base, ...d } as BonusDefinition;
    definitions().push(added);
    return added;
  };

  /** A signed-up player holding the demo definitions' bonuses. */
  async function playerWithBonuses(user: Record<string, unknown> = {}) {
    const { client, profile } = await signUp(t.app, user);
    await t.app.bonuses.issueDemo(profile.id);
    return { client, id: profile.id };
  }

  const list = async (client: Client, query = '') => {
    const res = await client.get(`${BONUSES}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; type: string; status: string; seen: boolean }[];
  };
  const idOf = async (client: Client, type: string) =>
    (await list(client, `?type=${type}`)).find((b) => b.type === type)!.id;

  it('refuses a visitor (401) on every call', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get(BONUSES)).statusCode).toBe(401);
    expect((await visitor.get(`${BONUSES}/freebets`)).statusCode).toBe(401);
    expect((await visitor.post(`${BONUSES}/promo-code`, { code: 'WEEKEND10' })).statusCode).toBe(
      401,
    );
    expect((await visitor.post(`${BONUSES}/1/activate`)).json()).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('lists each kind of the demo definitions, available and unseen', async () => {
    const { client } = await playerWithBonuses();
    const bonuses = await list(client);
    expect(bonuses.map((b) => b.type).sort()).toEqual([
      'ambFreebet',
      'comboboost',
      'freebet',
      'freebet_all_win',
      'freebet_no_risk',
      'hunting',
      'lootbox',
      'lootbox',
      'tournament',
    ]);
    expect(bonuses.every((b) => b.status === 'available' && !b.seen)).toBe(true);
    const combo = (await list(client, '?type=comboboost'))[0]!;
    expect(combo).toMatchObject({
      trigger_key: 'combo-boost',
      min_odds: 1.2,
      uses_count: 3,
      times_used: 0,
      ranges: [
        { min_count: 3, max_count: 4, bonus_odds: 1.05 },
        { min_count: 5, max_count: 6, bonus_odds: 1.1 },
        { min_count: 7, max_count: 20, bonus_odds: 1.2 },
      ],
    });
    const freebet = (await list(client, '?type=freebet'))[0]!;
    expect(freebet).toMatchObject({
      currency: 'EUR',
      amount: 500,
      min_odds: 1.5,
      selection_count_from: 1,
      selection_count_to: 5,
      is_active: false,
    });
    const amb = (await list(client, '?type=ambFreebet'))[0]!;
    expect(amb).toMatchObject({ progress_count: 0, possible_progress_count: 5, min_stake: 500 });
  });

  it('filters by type family, status (upcoming, active), unseen and limit_per_type', async () => {
    const { client } = await playerWithBonuses();
    expect((await list(client, '?type=freebets')).map((b) => b.type).sort()).toEqual([
      'freebet',
      'freebet_all_win',
      'freebet_no_risk',
    ]);
    const comboId = await idOf(client, 'comboboost');
    expect((await client.post(`${BONUSES}/${comboId}/activate`)).statusCode).toBe(200);
    expect((await list(client, '?status=active')).map((b) => b.id)).toEqual([comboId]);
    expect((await list(client, '?status=upcoming')).map((b) => b.id)).not.toContain(comboId);
    await client.post(`${BONUSES}/mark-as-seen`, { ids: [comboId] });
    expect((await list(client, '?unseen=true')).map((b) => b.id)).not.toContain(comboId);
  });

  it('pages a kind with the default limit of 4 and answers detail and terms', async () => {
    const { client, id } = await playerWithBonuses();
    const d = definitions().find((x) => x.key === 'welcome-freebet')!;
    const facts = (await t.app.bonuses.playerFacts(id))!;
    for (const ref of ['a', 'b', 'c', 'd']) await t.app.bonuses.issue(id, d, facts, 'demo', ref);
    const page = (await client.get(`${BONUSES}/freebets`)).json();
    expect(page.pagination).toEqual({ total: 7, page: 1, limit: 4, last_page: 2 });
    expect(page.data).toHaveLength(4);
    expect((await client.get(`${BONUSES}/freebets?page=2`)).json().data).toHaveLength(3);
    expect((await list(client, '?type=freebet')).length).toBe(4);
    expect((await list(client, '?type=freebet&limit_per_type=2')).length).toBe(2);

    const ambId = await idOf(client, 'ambFreebet');
    expect((await client.get(`${BONUSES}/freebets/amb/${ambId}`)).json()).toMatchObject({
      id: ambId,
      type: 'ambFreebet',
    });
    // A kind's path answers only its kind.
    expect((await client.get(`${BONUSES}/comboboosts/${ambId}`)).statusCode).toBe(404);
    const terms = (await client.get(`${BONUSES}/freebets/amb/${ambId}/terms?locale=de`)).json();
    expect(terms.name).toBe('5 Wetten, Gratiswetten');
    expect(terms.terms[0]).toMatch(/^Wetten ab dem Mindesteinsatz/);
  });

  it('answers the banners the site configuration has now, also on bonuses held before', async () => {
    const { client } = await playerWithBonuses();
    const combo = () =>
      list(client, '?type=comboboost').then((b) => (b[0] as { banner?: unknown }).banner);
    expect(await combo()).toEqual({
      desktop: '/sports/banners/combo-boost-desktop.webp',
      mobile: '/sports/banners/combo-boost-mobile.webp',
    });
    const definition = definitions().find((x) => x.key === 'combo-boost')!;
    const before = definition.banner;
    definition.banner = {
      desktop: '/sports/banners/new-wide.webp',
      mobile: '/sports/banners/new-tall.webp',
    };
    try {
      expect(await combo()).toEqual(definition.banner);
    } finally {
      definition.banner = before;
    }
    for (const url of [
      'javascript:alert(1)',
      '//elsewhere.example/a.webp',
      'http://plain.example/a.webp',
    ]) {
      const parsed = bonusDefinitionSchema.safeParse({
        ...definition,
        banner: { desktop: url, mobile: url },
      });
      expect(parsed.success, url).toBe(false);
    }
    expect(
      bonusDefinitionSchema.safeParse({
        ...definition,
        banner: { desktop: 'https://cms.example/a.webp', mobile: '/sports/banners/a.webp' },
      }).success,
    ).toBe(true);
  });

  it('lists by body (POST /bonuses): the same filters as the query, and ids', async () => {
    const { client } = await playerWithBonuses();
    const comboId = await idOf(client, 'comboboost');
    const freebetId = await idOf(client, 'freebet');
    const listed = async (body: Record<string, unknown>) => {
      const res = await client.post(BONUSES, body);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: string; type: string }[]).map((b) => b.type).sort();
    };
    expect(await listed({})).toHaveLength(9);
    expect(await listed({ type: 'freebets' })).toEqual([
      'freebet',
      'freebet_all_win',
      'freebet_no_risk',
    ]);
    expect(await listed({ ids: [comboId, freebetId] })).toEqual(['comboboost', 'freebet']);
    await client.post(`${BONUSES}/${comboId}/activate`);
    expect(await listed({ status: 'active' })).toEqual(['comboboost']);
    expect(await listed({ status: 'upcoming', ids: [comboId, freebetId] })).toEqual(['freebet']);
    await client.post(`${BONUSES}/mark-as-seen`, { ids: [freebetId] });
    expect(await listed({ unseen: true, type: 'freebet' })).toEqual([]);
    expect(await listed({ ids: ['999999999'] })).toEqual([]);

    // Query-string spellings and bad values are refused, never coerced.
    for (const body of [
      { unseen: 'true' },
      { limit_per_type: '2' },
      { ids: [] },
      { ids: ['1; drop'] },
      { status: 'nope' },
    ]) {
      const res = await client.post(BONUSES, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await new Client(t.app).post(BONUSES, {})).statusCode).toBe(401);
  });

  it("pages amb freebets by body (POST /bonuses/freebets/amb), only the player's own", async () => {
    const { client, id } = await playerWithBonuses();
    const d = definitions().find((x) => x.key === 'bet-five-times')!;
    const facts = (await t.app.bonuses.playerFacts(id))!;
    for (const ref of ['a', 'b', 'c', 'd', 'e']) {
      await t.app.bonuses.issue(id, d, facts, 'demo', ref);
    }
    const page = async (body: Record<string, unknown>, as: Client = client) => {
      const res = await as.post(`${BONUSES}/freebets/amb`, body);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: string; type: string }[]; pagination: unknown };
    };
    const first = await page({});
    expect(first.pagination).toEqual({ total: 6, page: 1, limit: 4, last_page: 2 });
    expect(first.data.every((b) => b.type === 'ambFreebet')).toBe(true);
    expect((await page({ page: 2, limit: 4 })).data).toHaveLength(2);
    const picked = first.data.slice(0, 2).map((b) => b.id);
    expect((await page({ ids: picked })).data.map((b) => b.id)).toEqual(picked);
    // A freebet's id is not an amb freebet; another player's ids answer nothing.
    expect((await page({ ids: [await idOf(client, 'freebet')] })).data).toEqual([]);
    const other = await playerWithBonuses();
    expect((await page({ ids: picked }, other.client)).data).toEqual([]);
    expect((await client.post(`${BONUSES}/freebets/amb`, { page: 0 })).statusCode).toBe(400);
  });

  it('grants a definition by the development route and announces bonus_issued', async () => {
    const { client, email, profile } = await signUp(t.app);
    const grant = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/sb/dev/bonuses/issue', payload: body });
    const publish = vi.spyOn(t.app.realtime, 'publish');
    try {
      const res = await grant({ email, key: 'welcome-freebet' });
      expect(res.statusCode).toBe(200);
      const { id: bonus_id } = res.json();
      expect(publish).toHaveBeenCalledWith(
        `$user:${profile.id}`,
        expect.objectContaining({
          event_name: 'bonus_issued',
          message: { bonus: expect.objectContaining({ id: bonus_id, type: 'freebet' }) },
        }),
      );
      // Every grant is a new bonus.
      expect((await grant({ email, key: 'welcome-freebet' })).json().id).not.toBe(bonus_id);
    } finally {
      publish.mockRestore();
    }
    expect((await list(client, '?type=freebet')).length).toBe(2);
    expect((await grant({ email, key: 'no-such-key' })).statusCode).toBe(404);
    expect((await grant({ email: 'nobody@example.com', key: 'welcome-freebet' })).statusCode).toBe(
      404,
    );
  });

  it("refuses another player's bonus as not found, on every call", async () => {
    const owner = await playerWithBonuses();
    const comboId = await idOf(owner.client, 'comboboost');
    const { client: thief } = await signUp(t.app);
    for (const res of [
      await thief.get(`${BONUSES}/comboboosts/${comboId}`),
      await thief.get(`${BONUSES}/comboboosts/${comboId}/terms`),
      await thief.post(`${BONUSES}/${comboId}/activate`),
      await thief.post(`${BONUSES}/${comboId}/boost`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await thief.post(`${BONUSES}/mark-as-seen`, { ids: [comboId] })).json()).toEqual({
      ids: [],
    });
    expect((await list(owner.client, '?type=comboboost'))[0]).toMatchObject({
      status: 'available',
      seen: false,
    });
  });

  it('activates once, overrides the active bonus of the same kind, and boosts only a comboboost', async () => {
    const { client } = await playerWithBonuses();
    const first = await idOf(client, 'freebet');
    const second = await idOf(client, 'freebet_all_win');
    const activated = await client.post(`${BONUSES}/${first}/activate`);
    expect(activated.json()).toMatchObject({ id: first, status: 'active', is_active: true });
    // Again: answered as it is.
    expect((await client.post(`${BONUSES}/${first}/activate`)).json().status).toBe('active');
    await client.post(`${BONUSES}/${second}/activate`);
    const byId = new Map((await list(client)).map((b) => [b.id, b.status]));
    expect(byId.get(first)).toBe('overridden');
    expect(byId.get(second)).toBe('active');
    // An overridden bonus has ended.
    expect((await client.post(`${BONUSES}/${first}/activate`)).json()).toEqual({
      code: 'BONUS_ENDED',
      message: 'error.bonus.bonus_ended',
    });
    expect((await client.post(`${BONUSES}/${second}/boost`)).json().code).toBe(
      'BONUS_NOT_BOOSTABLE',
    );
    const comboId = await idOf(client, 'comboboost');
    expect((await client.post(`${BONUSES}/${comboId}/boost`)).json().status).toBe('active');
  });

  it('refuses an expired bonus and shows it expired', async () => {
    const { client, id } = await playerWithBonuses();
    const comboId = await idOf(client, 'comboboost');
    await t.app.database.db
      .update(playerBonuses)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(playerBonuses.playerId, id));
    const res = await client.post(`${BONUSES}/${comboId}/activate`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ code: 'BONUS_EXPIRED', message: 'error.bonus.bonus_expired' });
    const all = await list(client, '?type=comboboost');
    expect(all[0]).toMatchObject({ status: 'expired' });
    expect(await list(client, '?available=true')).toEqual([]);
  });

  it('keeps a bonus for other countries or the verified not_available, and refuses its activation', async () => {
    const defn = define({
      key: 'austria-only',
      issue_on: 'every_player',
      promo_code: undefined,
      country_codes: ['AT'],
    });
    const verified = define({
      key: 'verified-only',
      issue_on: 'every_player',
      promo_code: undefined,
      only_verified: true,
    });
    try {
      const { client } = await signUp(t.app);
      const bonuses = await list(client);
      const austria = bonuses.find(
        (b) => (b as { trigger_key?: string }).trigger_key === defn.key,
      )!;
      const onlyVerified = bonuses.find(
        (b) => (b as { trigger_key?: string }).trigger_key === verified.key,
      )!;
      expect(austria.status).toBe('not_available');
      expect(onlyVerified.status).toBe('not_available');
      expect((await client.post(`${BONUSES}/${austria.id}/activate`)).json().code).toBe(
        'BONUS_COUNTRY',
      );
      expect((await client.post(`${BONUSES}/${onlyVerified.id}/activate`)).json().code).toBe(
        'BONUS_NOT_VERIFIED',
      );
      // Issued once per player, however often the list is read.
      expect((await list(client)).length).toBe(bonuses.length);
    } finally {
      definitions().splice(definitions().indexOf(defn), 1);
      definitions().splice(definitions().indexOf(verified), 1);
    }
  });

  it('redeems a promo code once, whatever its case, and announces bonus_issued', async () => {
    const { client, profile } = await signUp(t.app);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    try {
      const res = await client.post(`${BONUSES}/promo-code`, { code: ' weekend10 ' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ bonus_type: 'freebet', name: 'Weekend free bet' });
      expect(publish).toHaveBeenCalledWith(
        `$user:${profile.id}`,
        expect.objectContaining({
          event_name: 'bonus_issued',
          message: { bonus: expect.objectContaining({ id: body.bonus_id, amount: 1000 }) },
        }),
      );
    } finally {
      publish.mockRestore();
    }
    const again = await client.post(`${BONUSES}/promo-code`, { code: 'WEEKEND10' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PROMO_CODE_USED',
      message: 'error.bonus.promo_code_used',
    });
  });

  it('refuses an unknown, an expired and a not eligible promo code', async () => {
    const { client } = await signUp(t.app);
    const unknown = await client.post(`${BONUSES}/promo-code`, { code: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'PROMO_CODE_UNKNOWN',
      message: 'error.bonus.promo_code_unknown',
    });
    const old = define({
      key: 'old-code',
      promo_code: 'OLDCODE',
      issue_until: '2020-01-01T00:00:00Z',
    });
    const elsewhere = define({ key: 'uk-code', promo_code: 'UKONLY', country_codes: ['GB'] });
    try {
      const expired = await client.post(`${BONUSES}/promo-code`, { code: 'oldcode' });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe('PROMO_CODE_EXPIRED');
      const notEligible = await client.post(`${BONUSES}/promo-code`, { code: 'UKONLY' });
      expect(notEligible.statusCode).toBe(422);
      expect(notEligible.json()).toEqual({
        code: 'PROMO_CODE_NOT_ELIGIBLE',
        message: 'error.bonus.promo_code_not_eligible',
      });
    } finally {
      definitions().splice(definitions().indexOf(old), 1);
      definitions().splice(definitions().indexOf(elsewhere), 1);
    }
    const empty = await client.post(`${BONUSES}/promo-code`, { code: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('redeems a promo code sent twice at once exactly once', async () => {
    const { client, profile } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post(`${BONUSES}/promo-code`, { code: 'WEEKEND10' })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const held = await t.app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, profile.id));
    expect(held).toHaveLength(1);
  });

  it('activates a bonus sent twice at once to one active bonus, overriding the other once', async () => {
    const { client, id } = await playerWithBonuses();
    const a = await idOf(client, 'freebet');
    const b = await idOf(client, 'freebet_all_win');
    await Promise.all([
      client.post(`${BONUSES}/${a}/activate`),
      client.post(`${BONUSES}/${b}/activate`),
      client.post(`${BONUSES}/${a}/activate`),
    ]);
    const rows = await t.app.database.db
      .select({ status: playerBonuses.status, type: playerBonuses.type })
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, id));
    const activeFreebets = rows.filter(
      (r) => r.type.startsWith('freebet') && r.status === 'active',
    );
    expect(activeFreebets).toHaveLength(1);
  });
});

describe('promo-code rate limit', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await buildPlatformTestApp('pglite', { PROMO_CODE_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => t.close());

  it('answers 429 once a client has tried too many codes', async () => {
    const { client } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await client.post(`${BONUSES}/promo-code`, { code: `GUESS${i}` })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
