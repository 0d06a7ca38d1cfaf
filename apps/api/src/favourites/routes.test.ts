// API tests of /api/sb/favourites: list with type, matchStatus and isBettable; star and unstar
// matches, tournaments and sports; the /matches favourite filter; and misuse: a visitor, unknown
// items and types, and another player's favourites, which are never reachable.
import { MATCH_STATUS } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { Client, signUp } from '../../test/platform';
import type { MatchRecord } from '../catalogue/records';

const FAVOURITES = '/api/sb/favourites';

describe.each(databaseKinds)('favourites API on %s', (kind) => {
  let t: FeedTestApp;
  let prematch: MatchRecord;
  let live: MatchRecord;
  beforeAll(async () => {
    t = await buildFeedTestApp(kind, { AUTH_RATE_LIMIT_MAX: '10000', SEED_DEMO_PLAYERS: 'false' });
    const all = [...t.app.catalogue.store.matches.values()].filter((m) => m.type === 'match');
    prematch = all.find((m) => m.status === MATCH_STATUS.prematch)!;
    live = all.find(
      (m) => m.status === MATCH_STATUS.live && m.tournamentId !== prematch.tournamentId,
    )!;
    expect(prematch).toBeDefined();
    expect(live).toBeDefined();
  }, 60_000);
  afterAll(async () => t.close());

  const ids = async (client: Client, type: string, query = '') => {
    const res = await client.get(`${FAVOURITES}/${type}${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { id: number; type: string }[]).map((f) => f.id);
  };

  it('refuses a visitor (401) on every call', async () => {
    const visitor = new Client(t.app);
    for (const res of [
      await visitor.get(`${FAVOURITES}/matches`),
      await visitor.post(`${FAVOURITES}/matches/${prematch.id}`),
      await visitor.delete(`${FAVOURITES}/matches/${prematch.id}`),
    ])
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'error.unauthorized' });
  });

  it('stars a match, lists it newest first, stars it again idempotently and unstars it', async () => {
    const { client } = await signUp(t.app);
    expect(await ids(client, 'matches')).toEqual([]);
    const added = await client.post(`${FAVOURITES}/matches/${prematch.id}`);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ type: 'matches', id: prematch.id });
    const again = await client.post(`${FAVOURITES}/matches/${prematch.id}`);
    expect(again.json()).toEqual(added.json());
    await client.post(`${FAVOURITES}/matches/${live.id}`);
    expect(await ids(client, 'matches')).toEqual([live.id, prematch.id]);

    expect((await client.delete(`${FAVOURITES}/matches/${prematch.id}`)).statusCode).toBe(204);
    expect((await client.delete(`${FAVOURITES}/matches/${prematch.id}`)).statusCode).toBe(204);
    expect(await ids(client, 'matches')).toEqual([live.id]);
  });

  it('filters by matchStatus, isBettable and type, for tournaments and sports by their matches', async () => {
    const { client } = await signUp(t.app);
    await client.post(`${FAVOURITES}/matches/${prematch.id}`);
    await client.post(`${FAVOURITES}/matches/${live.id}`);
    expect(await ids(client, 'matches', '?matchStatus=1,2')).toEqual([live.id]);
    expect(await ids(client, 'matches', `?matchStatus=${MATCH_STATUS.prematch}`)).toEqual([
      prematch.id,
    ]);
    expect(await ids(client, 'matches', '?type=season')).toEqual([]);
    expect((await ids(client, 'matches', '?isBettable=true')).length).toBeGreaterThan(0);

    await client.post(`${FAVOURITES}/tournaments/${live.tournamentId}`);
    await client.post(`${FAVOURITES}/tournaments/${prematch.tournamentId}`);
    await client.post(`${FAVOURITES}/sports/${live.sportId}`);
    expect(await ids(client, 'tournaments')).toEqual([prematch.tournamentId, live.tournamentId]);
    expect(await ids(client, 'tournaments', '?matchStatus=1')).toContain(live.tournamentId);
    expect(await ids(client, 'sports')).toEqual([live.sportId]);
    // Each type is its own list.
    expect(await ids(client, 'matches')).toEqual([live.id, prematch.id]);
  });

  it('backs the /matches favourite filter with the player’s starred matches', async () => {
    const { client } = await signUp(t.app);
    await client.post(`${FAVOURITES}/matches/${prematch.id}`);
    const page = (await client.get('/api/sb/matches?favourite=1&limit=500')).json();
    expect(page.data.map((m: { id: number }) => m.id)).toEqual([prematch.id]);
    const liveOnly = (await client.get('/api/sb/matches?favourite=1&match_status=1,2')).json();
    expect(liveOnly.pagination.total).toBe(0);
    // A visitor has none; a personal answer is never served to someone else from a cache.
    const visitor = (await new Client(t.app).get('/api/sb/matches?favourite=1&limit=500')).json();
    expect(visitor.pagination.total).toBe(0);
  });

  it("never reaches another player's favourites", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await a.client.post(`${FAVOURITES}/matches/${prematch.id}`);
    await a.client.post(`${FAVOURITES}/sports/${prematch.sportId}`);
    expect(await ids(b.client, 'matches')).toEqual([]);
    expect(await ids(b.client, 'sports')).toEqual([]);
    const bFiltered = (await b.client.get('/api/sb/matches?favourite=1&limit=500')).json();
    expect(bFiltered.pagination.total).toBe(0);
    // B unstarring the same match removes only B's (absent) favourite.
    await b.client.delete(`${FAVOURITES}/matches/${prematch.id}`);
    expect(await ids(a.client, 'matches')).toEqual([prematch.id]);
    // B starring it too keeps two separate favourites.
    await b.client.post(`${FAVOURITES}/matches/${prematch.id}`);
    await a.client.delete(`${FAVOURITES}/matches/${prematch.id}`);
    expect(await ids(b.client, 'matches')).toEqual([prematch.id]);
    expect(await ids(a.client, 'matches')).toEqual([]);
  });

  it('answers 4xx with a code and message id for bad input, never 500', async () => {
    const { client } = await signUp(t.app);
    const unknown = await client.post(`${FAVOURITES}/matches/999999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'FAVOURITE_NOT_FOUND',
      message: 'error.favourites.not_found',
    });
    for (const url of [
      `${FAVOURITES}/players`,
      `${FAVOURITES}/matches?matchStatus=9`,
      `${FAVOURITES}/matches?isBettable=maybe`,
      `${FAVOURITES}/matches?type=cup`,
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBeTruthy();
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const res = await client.post(`${FAVOURITES}/matches/${id}`);
      expect(res.statusCode, id).toBe(400);
    }
    // A state-changing call without the app header (a cross-site form) is refused.
    const bare = new Client(t.app);
    bare.cookie = client.cookie;
    bare.appHeader = false;
    expect((await bare.post(`${FAVOURITES}/matches/${prematch.id}`)).statusCode).toBe(403);
  });
});
