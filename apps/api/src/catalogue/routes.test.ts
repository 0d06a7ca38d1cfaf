import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';

describe.each(databaseKinds)('catalogue endpoints on %s', (kind) => {
  let t: FeedTestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildFeedTestApp(kind);
  });
  afterAll(async () => t.close());

  it('GET /sports lists the sports by priority with their main markets', async () => {
    const res = await get('/api/sb/sports');
    expect(res.statusCode).toBe(200);
    const sports = res.json().data;
    const keys = sports.map((s: { key: string }) => s.key);
    for (const key of [
      'soccer',
      'tennis',
      'basketball',
      'ice-hockey',
      'cricket',
      'american-football',
      'table-tennis',
      'cs2',
      'dota2',
      'lol',
    ]) {
      expect(keys).toContain(key);
    }
    expect(keys[0]).toBe('soccer');
    expect(sports.find((s: { key: string }) => s.key === 'cs2')).toMatchObject({
      type: 'cyber',
      provider: 'genius',
    });
    expect(sports[0]).toMatchObject({ urn_id: 'sr:sport:1', main_market_outcomes_count: 3 });
  });

  it('GET /categories filters by sport and /categories/{id} returns one with its sport', async () => {
    const res = await get('/api/sb/categories?sport_key=soccer');
    const categories = res.json().data;
    expect(categories.map((c: { slug: string }) => c.slug)).toContain('england');
    expect(categories.every((c: { sport: { key: string } }) => c.sport.key === 'soccer')).toBe(
      true,
    );
    const one = await get(`/api/sb/categories/${categories[0].id}`);
    expect(one.json()).toMatchObject({
      id: categories[0].id,
      sport: { key: 'soccer' },
      country_code: 'GB',
    });
    const cyber = (await get('/api/sb/categories?sport_type=cyber')).json().data;
    expect(cyber.length).toBeGreaterThan(0);
    expect(cyber.every((c: { sport: { type: string } }) => c.sport.type === 'cyber')).toBe(true);
  });

  it('GET /tournaments filters by sport and category; /tournaments/{id} carries category and sport', async () => {
    const england = (await get('/api/sb/categories?sport_key=soccer')).json().data[0];
    const res = await get(`/api/sb/tournaments?category_id=${england.id}`);
    const names = res.json().data.map((x: { name: string }) => x.name);
    expect(names).toContain('Premier League');
    const pl = res.json().data.find((x: { slug: string }) => x.slug === 'premier-league');
    const one = (await get(`/api/sb/tournaments/${pl.id}`)).json();
    expect(one).toMatchObject({
      slug: 'premier-league',
      category: { slug: 'england' },
      sport: { key: 'soccer', main_market_id: 1 },
    });
  });

  it('unknown ids answer 404 with the error body', async () => {
    for (const url of [
      '/api/sb/categories/99999',
      '/api/sb/tournaments/99999',
      '/api/sb/matches/99999',
      '/api/sb/matches/99999/markets',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'error.not_found' });
    }
  });

  it('bad parameters answer 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/api/sb/matches?limit=501', 'limit'],
      ['/api/sb/matches?page=0', 'page'],
      ['/api/sb/matches?match_status=9', 'match_status'],
      ['/api/sb/matches?sport_type=golf', 'sport_type'],
      ['/api/sb/matches?start_from=yesterday', 'start_from'],
      ['/api/sb/matches?bettable=maybe', 'bettable'],
      ['/api/sb/matches?sort_by=name', 'sort_by'],
      ['/api/sb/matches?category_id=abc', 'category_id'],
      ['/api/sb/categories/abc', 'id'],
      ['/api/sb/search?q=ab', 'q'],
      [`/api/sb/search?q=${'x'.repeat(51)}`, 'q'],
      ['/api/sb/matches/1/markets?limit=501', 'limit'],
    ];
    for (const [url, parameter] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().data.issues.map((i: { parameter: string }) => i.parameter)).toContain(
        parameter,
      );
    }
  });
});
