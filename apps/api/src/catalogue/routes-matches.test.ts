import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ICONS_VERSION, matchHistorySchema, matchSchema, paginated } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedTestApp, T0, type FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';

interface MatchDto {
  id: number;
  slug: string;
  type: string;
  status: number;
  start_time: string;
  tournament: { id: number; category: { id: number }; sport: { key: string; type: string } };
  main_market: { id: number; status: number; outcomes: { odds: number }[] } | null;
  has_video: boolean;
  competitors: { home: { name: string } | null; away: { name: string } | null };
}

describe.each(databaseKinds)('GET /matches and match details on %s', (kind) => {
  let t: FeedTestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const matches = async (
    query: string,
  ): Promise<{
    data: MatchDto[];
    pagination: { total: number; page: number; limit: number; last_page: number };
  }> => {
    const res = await get(`/api/sb/matches?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildFeedTestApp(kind, { FEED_HORIZON_DAYS: '7' });
  });
  afterAll(async () => t.close());

  it('the feed creates at least 300 matches over the next 7 days', async () => {
    const page = await matches(
      `type=match&start_from=${new Date(T0 - 86_400_000).toISOString()}&start_to=${new Date(T0 + 7 * 86_400_000).toISOString()}&limit=500`,
    );
    expect(page.pagination.total).toBeGreaterThanOrEqual(300);
    const sports = new Set(page.data.map((m) => m.tournament.sport.key));
    expect(sports.size).toBeGreaterThanOrEqual(10);
  });

  it('paginates with total, page, limit and last_page', async () => {
    const first = await matches('limit=10&page=1');
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(first.pagination.last_page).toBe(Math.ceil(first.pagination.total / 10));
    const second = await matches('limit=10&page=2');
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    const beyond = await matches(`limit=10&page=${first.pagination.last_page + 1}`);
    expect(beyond.data).toHaveLength(0);
  });

  it('filters by id, sport_key, sport_type, category_id, tournament_id and type', async () => {
    const all = await matches('limit=500');
    const some = all.data.slice(0, 3).map((m) => m.id);
    expect((await matches(`id=${some.join(',')}`)).data.map((m) => m.id).sort()).toEqual(
      [...some].sort(),
    );
    expect(
      (await matches('sport_key=tennis&limit=500')).data.every(
        (m) => m.tournament.sport.key === 'tennis',
      ),
    ).toBe(true);
    expect(
      (await matches('sport_type=cyber&limit=500')).data.every(
        (m) => m.tournament.sport.type === 'cyber',
      ),
    ).toBe(true);
    const sample = all.data[0] as MatchDto;
    expect(
      (await matches(`category_id=${sample.tournament.category.id}&limit=500`)).data.every(
        (m) => m.tournament.category.id === sample.tournament.category.id,
      ),
    ).toBe(true);
    expect(
      (await matches(`tournament_id=${sample.tournament.id}&limit=500`)).data.every(
        (m) => m.tournament.id === sample.tournament.id,
      ),
    ).toBe(true);
    const outrights = await matches('type=season');
    expect(outrights.data.length).toBeGreaterThan(0);
    expect(outrights.data.every((m) => m.type === 'season')).toBe(true);
  });

  it('filters by match_status, start window, bettable, has_video and favourite', async () => {
    const prematch = await matches('match_status=0&limit=500');
    expect(prematch.data.every((m) => m.status === MATCH_STATUS.prematch)).toBe(true);
    const from = new Date(T0 + 86_400_000).toISOString();
    const to = new Date(T0 + 2 * 86_400_000).toISOString();
    const window = await matches(`start_from=${from}&start_to=${to}&type=match&limit=500`);
    expect(window.data.length).toBeGreaterThan(0);
    expect(window.data.every((m) => m.start_time >= from && m.start_time <= to)).toBe(true);
    const bettable = await matches('bettable=true&limit=500');
    expect(bettable.data.every((m) => m.status <= MATCH_STATUS.live)).toBe(true);
    expect((await matches('has_video=true')).pagination.total).toBe(0);
    // A visitor has no favourites.
    expect((await matches('favourite=true')).pagination.total).toBe(0);
  });

  it('sorts by start_time both ways and caps per sport', async () => {
    const asc = (await matches('sort_by=start_time&limit=50')).data.map((m) => m.start_time);
    expect([...asc].sort()).toEqual(asc);
    const desc = (await matches('sort_by=-start_time&limit=50')).data.map((m) => m.start_time);
    expect([...desc].sort().reverse()).toEqual(desc);
    const capped = await matches('max_per_sport=2&limit=500');
    const perSport = new Map<string, number>();
    for (const m of capped.data)
      perSport.set(m.tournament.sport.key, (perSport.get(m.tournament.sport.key) ?? 0) + 1);
    expect(Math.max(...perSport.values())).toBeLessThanOrEqual(2);
  });

  it('a match carries its main market with decimal odds; markets never list status 0', async () => {
    const { data } = await matches('sport_key=soccer&type=match&match_status=0&limit=1');
    const match = data[0] as MatchDto;
    expect(match.main_market?.id).toBe(1);
    expect(match.main_market?.outcomes).toHaveLength(3);
    for (const outcome of match.main_market?.outcomes ?? [])
      expect(outcome.odds).toBeGreaterThan(1);
    const one = (await get(`/api/sb/matches/${match.id}`)).json();
    expect(one.id).toBe(match.id);
    const markets = (await get(`/api/sb/matches/${match.id}/markets`)).json();
    expect(markets.data.length).toBeGreaterThan(5);
    expect(
      markets.data.every((m: { status: number }) => m.status !== MARKET_STATUS.not_allowed),
    ).toBe(true);
    expect(markets.pagination.limit).toBe(500);
    const totals = (await get(`/api/sb/matches/${match.id}/markets?market_id=18`)).json();
    expect(totals.data.every((m: { id: number }) => m.id === 18)).toBe(true);
    expect(totals.data.filter((m: { most_balanced: boolean }) => m.most_balanced)).toHaveLength(1);
    const group = markets.data[0].market_groups[0];
    const grouped = (
      await get(`/api/sb/matches/${match.id}/markets?group_key=${group}&limit=2&page=1`)
    ).json();
    expect(grouped.data.length).toBeLessThanOrEqual(2);
    expect(
      grouped.data.every((m: { market_groups: string[] }) => m.market_groups.includes(group)),
    ).toBe(true);
    const stats = (await get(`/api/sb/matches/${match.id}/statistics`)).json();
    expect(stats).toMatchObject({ match_id: match.id, status: 0 });
    const video = await get(`/api/sb/matches/${match.id}/video`);
    expect(video.statusCode).toBe(404);
    expect(video.json().code).toBe('VIDEO_NOT_AVAILABLE');
    const history = await get(`/api/sb/matches/${match.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(matchHistorySchema.parse(history.json()).match_id).toBe(match.id);
    expect((await get('/api/sb/matches/99999999/history')).statusCode).toBe(404);
  });

  it('lists carry top markets only when asked, as many as asked, as the match alone has them', async () => {
    const query = 'sport_key=soccer&type=match&match_status=0&limit=5';
    const plain = await matches(query);
    expect(plain.data.length).toBeGreaterThan(0);
    for (const match of plain.data) expect(match).toMatchObject({ top_markets: [] });
    const asked = (await matches(`${query}&top_markets=2`)) as unknown as {
      data: { id: number; top_markets: { id: number; specifier: string }[] }[];
    };
    for (const match of asked.data) {
      const one = (await get(`/api/sb/matches/${match.id}`)).json();
      expect(one.top_markets.length).toBeGreaterThan(2);
      expect(match.top_markets).toEqual(one.top_markets.slice(0, 2));
    }
    for (const bad of ['-1', '11', 'two', '1.5']) {
      const res = await get(`/api/sb/matches?top_markets=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'error.validation.invalid_request',
      });
    }
  });

  it('answers the contract shape, and a feed change is in the very next answer', async () => {
    const query = 'match_status=1&type=match&limit=100';
    const before = await matches(query);
    expect(() => paginated(matchSchema).parse(before)).not.toThrow();
    // Move the feed until a live price changes: the cached page must not outlive the change.
    let after = before;
    for (let i = 0; i < 40 && JSON.stringify(after) === JSON.stringify(before); i += 1) {
      t.advance(5_000);
      after = await matches(query);
    }
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const [live] = after.data;
    const one = (await get(`/api/sb/matches/${live!.id}`)).json();
    expect(after.data[0]).toEqual({ ...one, top_markets: [] });
    expect(() => paginated(matchSchema).parse(after)).not.toThrow();
  });

  it('compresses list answers with brotli or gzip as the client accepts', async () => {
    const url = '/api/sb/matches?limit=50';
    const plain = await get(url);
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // A cross-origin read varies on its Origin too (CORS), so a shared cache keeps sites apart.
    const cross = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', origin: 'http://localhost:3000' },
    });
    expect(cross.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(
      String(cross.headers.vary)
        .split(/\s*,\s*/)
        .map((v) => v.toLowerCase()),
    ).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toContain('application/json');
  });

  it('tags list answers: the same page is a 304, a feed change a new tag and the new page', async () => {
    const url = '/api/sb/matches?match_status=1&type=match&limit=100';
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const asked = (tag: string, encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': tag, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    // One tag for every encoding of the page; a list of tags or the tag without W/ matches too.
    for (const held of [etag, `"other", ${etag}`, etag.slice(2)]) {
      const again = await asked(held, 'br');
      expect(again.statusCode, held).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await asked('W/"other"')).statusCode).toBe(200);
    // A bad query is refused as before, whatever the client holds.
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/sb/matches?limit=0',
      headers: { 'if-none-match': '*' },
    });
    expect(bad.statusCode).toBe(400);
    let changed = await asked(etag);
    for (let i = 0; i < 40 && changed.statusCode === 304; i += 1) {
      t.advance(5_000);
      changed = await asked(etag);
    }
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toEqual((await get(url)).json());
  });

  it('GET /search finds events by team and league names, 3-50 characters', async () => {
    const byTeam = (await get('/api/sb/search?q=arsenal')).json().data as MatchDto[];
    expect(byTeam.length).toBeGreaterThan(0);
    const byLeague = (await get('/api/sb/search?q=premier%20league')).json().data as MatchDto[];
    expect(byLeague.length).toBeGreaterThan(0);
    const onlyNames = (await get('/api/sb/search?q=premier%20league&only_events_name=true')).json()
      .data as MatchDto[];
    expect(onlyNames.length).toBeLessThan(byLeague.length);
    const cyber = (await get('/api/sb/search?q=g2%20esports&sport_type=cyber')).json()
      .data as MatchDto[];
    expect(cyber.every((m) => m.tournament.sport.type === 'cyber')).toBe(true);
  });

  it('GET /search ranks by relevance: "ars" lists Arsenal before names that only contain it', async () => {
    const found = (await get('/api/sb/search?q=ars')).json().data as MatchDto[];
    const names = (m: MatchDto) => [m.competitors.home?.name, m.competitors.away?.name];
    expect(names(found[0]!)).toContain('Arsenal');
    const firstInside = found.findIndex((m) =>
      names(m).every((name) => !name?.toLowerCase().startsWith('ars')),
    );
    const lastArsenal = found.findLastIndex((m) => names(m).includes('Arsenal'));
    if (firstInside !== -1) expect(lastArsenal).toBeLessThan(firstInside);
  });

  it('GET /fe-api/icons.svg serves both icon sets, cacheable and versioned', async () => {
    const res = await get(`/api/sb/fe-api/icons.svg?version=${ICONS_VERSION}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain('id="general-star"');
    expect(res.body).toContain('id="sport-soccer"');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/sb/fe-api/icons.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
