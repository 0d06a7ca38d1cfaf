import { matchSchema, paginated, tournamentSchema, categorySchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { COMPETITOR_NAMES } from '../feed/simulator/catalogue-names';

type Match = z.infer<typeof matchSchema>;

describe.each(databaseKinds)('catalogue names in the reader language on %s', (kind) => {
  let t: FeedTestApp;
  let bundesliga: { id: number };
  let bayernMatch: Match;

  const getJson = async <T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return schema.parse(res.json());
  };
  const matchesOf = (query: string) =>
    getJson(`/api/sb/matches?${query}`, paginated(matchSchema)).then((page) => page.data);

  beforeAll(async () => {
    t = await buildFeedTestApp(kind);
    const tournaments = await getJson(
      '/api/sb/tournaments?sport_key=soccer',
      z.object({ data: z.array(tournamentSchema) }),
    );
    bundesliga = tournaments.data.find((tournament) => tournament.slug === 'bundesliga')!;
    const list = await matchesOf(`tournament_id=${bundesliga.id}&type=match&limit=500`);
    bayernMatch = list.find((match) =>
      [match.competitors.home?.name, match.competitors.away?.name].includes('Bayern Munich'),
    )!;
    expect(bayernMatch).toBeDefined();
  });
  afterAll(async () => t.close());

  const sideNames = (match: Match) => [match.competitors.home?.name, match.competitors.away?.name];

  it('answers one match with its team, league and country names in de, pt-BR and ar', async () => {
    const read = (locale: string) =>
      getJson(`/api/sb/matches/${bayernMatch.id}?locale=${locale}`, matchSchema);
    const [en, de, pt, ar] = await Promise.all(['en', 'de', 'pt-BR', 'ar'].map(read));
    expect(sideNames(en!)).toContain('Bayern Munich');
    expect(sideNames(de!)).toContain('Bayern München');
    expect(sideNames(pt!)).toContain('Bayern de Munique');
    expect(sideNames(ar!)).toContain('بايرن ميونخ');
    expect(en!.tournament.category.name).toBe('Germany');
    expect(de!.tournament.category.name).toBe('Deutschland');
    expect(pt!.tournament.category.name).toBe('Alemanha');
    expect(ar!.tournament.category.name).toBe('ألمانيا');
    expect(ar!.tournament.name).toBe('الدوري الألماني');
    expect(de!.name).toContain('Bayern München vs ');
    // The same match in every language: only the names differ.
    expect({ ...de!, name: '', competitors: null, tournament: null }).toEqual({
      ...en!,
      name: '',
      competitors: null,
      tournament: null,
    });
  });

  it('falls back to the default name where a language has no translation', async () => {
    const de = await getJson(`/api/sb/matches/${bayernMatch.id}?locale=de`, matchSchema);
    // German writes the league as English does: the default name is the answer.
    expect(de.tournament.name).toBe('Bundesliga');
    const opponent = sideNames(bayernMatch).find((name) => name !== 'Bayern Munich')!;
    expect(sideNames(de)).toContain(COMPETITOR_NAMES[opponent]?.de ?? opponent);
    // A language the site does not have reads the default names; a regional tag its language's.
    const fr = await getJson(`/api/sb/matches/${bayernMatch.id}?locale=fr`, matchSchema);
    expect(sideNames(fr)).toEqual(sideNames(bayernMatch));
    const pt = await getJson(`/api/sb/matches/${bayernMatch.id}?locale=pt`, matchSchema);
    expect(sideNames(pt)).toContain('Bayern de Munique');
    const deAt = await getJson(`/api/sb/matches/${bayernMatch.id}?locale=de-AT`, matchSchema);
    expect(sideNames(deAt)).toContain('Bayern München');
  });

  it('never serves one language the cached page of another', async () => {
    const query = `tournament_id=${bundesliga.id}&type=match&limit=100`;
    const names = async (locale: string) => {
      const list = await matchesOf(`${query}${locale ? `&locale=${locale}` : ''}`);
      return list.find((match) => match.id === bayernMatch.id)!;
    };
    // Each read twice, in turns, so every page is served from the cache at least once.
    for (let round = 0; round < 2; round += 1) {
      expect(sideNames(await names(''))).toContain('Bayern Munich');
      expect(sideNames(await names('de'))).toContain('Bayern München');
      expect(sideNames(await names('ar'))).toContain('بايرن ميونخ');
      expect((await names('ar')).tournament.category.name).toBe('ألمانيا');
      expect(sideNames(await names('en'))).toContain('Bayern Munich');
    }
    // A page's validator differs by language, so a client's copy in one is not revalidated in another.
    const de = await t.app.inject({ method: 'GET', url: `/api/sb/matches?${query}&locale=de` });
    const ar = await t.app.inject({
      method: 'GET',
      url: `/api/sb/matches?${query}&locale=ar`,
      headers: { 'if-none-match': String(de.headers.etag) },
    });
    expect(ar.statusCode).toBe(200);
  });

  it('lists categories and tournaments in the language asked', async () => {
    const categories = await getJson(
      '/api/sb/categories?sport_key=soccer&locale=pt-BR',
      z.object({ data: z.array(categorySchema) }),
    );
    expect(categories.data.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Alemanha', 'Inglaterra', 'Espanha', 'Brasil']),
    );
    const tournament = await getJson(
      `/api/sb/tournaments/${bundesliga.id}?locale=ar`,
      tournamentSchema,
    );
    expect(tournament.name).toBe('الدوري الألماني');
    expect(tournament.category.name).toBe('ألمانيا');
  });

  it('finds a match by its name in the reader language as well as by its default name', async () => {
    const search = (q: string, locale?: string) =>
      getJson(
        `/api/sb/search?q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ''}`,
        z.object({ data: z.array(matchSchema) }),
      ).then((answer) => answer.data);
    const german = await search('München', 'de');
    expect(german.map((m) => m.id)).toContain(bayernMatch.id);
    expect(sideNames(german.find((m) => m.id === bayernMatch.id)!)).toContain('Bayern München');
    const arabic = await search('بايرن', 'ar');
    expect(arabic.map((m) => m.id)).toContain(bayernMatch.id);
    // The default name finds it in every language, answered in that language.
    const byDefault = await search('Bayern Munich', 'ar');
    expect(sideNames(byDefault.find((m) => m.id === bayernMatch.id)!)).toContain('بايرن ميونخ');
    // A league and a country by their translated names.
    const league = await search('الدوري الألماني', 'ar');
    expect(league.map((m) => m.id)).toContain(bayernMatch.id);
    // Another language's name is not searched.
    expect((await search('München', 'en')).map((m) => m.id)).not.toContain(bayernMatch.id);
  });

  it('refuses a malformed locale with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sb/matches?locale=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('code');
  });
});
