// A favourite match starting: when the feed turns a match live, every player who starred it (or
// its league) gets one notification, pushed on the private channel; a player who switched the
// kind off gets none, nor does anyone else; a replayed change writes nothing more.
import { MATCH_STATUS } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { signUp, type Client } from '../../test/platform';
import type { MatchRecord } from '../catalogue/records';

const NOTIFICATIONS = '/api/sb/notifications';

interface Listed {
  type: string;
  title: string;
  body: string;
  caption: string;
  params: Record<string, string | number>;
  object_type: string;
  object_id: string;
}

describe.each(databaseKinds)('favourite match starting on %s', (kind) => {
  let t: FeedTestApp;
  let matches: MatchRecord[];
  beforeAll(async () => {
    t = await buildFeedTestApp(kind, { AUTH_RATE_LIMIT_MAX: '10000', SEED_DEMO_PLAYERS: 'false' });
    matches = [...t.app.catalogue.store.matches.values()].filter(
      (m) => m.type === 'match' && m.status === MATCH_STATUS.prematch,
    );
  }, 60_000);
  afterAll(async () => t.close());

  const started = async (client: Client) => {
    const res = await client.get(NOTIFICATIONS);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Listed[]).filter((n) => n.type === 'favourite_match_started');
  };
  const goLive = async (match: MatchRecord) => {
    t.app.feed!.service.ingest.apply({
      type: 'odds_change',
      matchId: match.id,
      status: MATCH_STATUS.live,
      markets: [],
    });
    await t.app.feed!.service.flush();
  };

  it('tells the players who starred the match or its league, once, and pushes it', async () => {
    const match = matches[0]!;
    const byMatch = await signUp(t.app);
    const byLeague = await signUp(t.app);
    const both = await signUp(t.app);
    const other = await signUp(t.app);
    await byMatch.client.post(`/api/sb/favourites/matches/${match.id}`);
    await byLeague.client.post(`/api/sb/favourites/tournaments/${match.tournamentId}`);
    await both.client.post(`/api/sb/favourites/matches/${match.id}`);
    await both.client.post(`/api/sb/favourites/tournaments/${match.tournamentId}`);
    await other.client.post(`/api/sb/favourites/matches/${matches[1]!.id}`);
    const publish = vi.spyOn(t.app.realtime, 'publish');

    await goLive(match);
    await vi.waitFor(async () => expect(await started(byLeague.client)).toHaveLength(1));
    for (const player of [byMatch, byLeague, both]) {
      await vi.waitFor(async () => expect(await started(player.client)).toHaveLength(1));
      const [notice] = await started(player.client);
      expect(notice).toMatchObject({
        title: 'notification.favourite_match_started.live.title',
        body: 'notification.favourite_match_started.live.body',
        caption: 'notification.caption.match',
        params: { match_id: match.id, match: match.name },
        object_type: 'match',
        object_id: String(match.id),
      });
      expect(publish).toHaveBeenCalledWith(
        `$user:${player.profile.id}`,
        expect.objectContaining({ event_name: 'notification' }),
      );
    }
    expect(await started(other.client)).toEqual([]);
    publish.mockRestore();

    // The change replayed (another instance, a repeated message) writes nothing more.
    t.app.feed!.service.ingest.dirty.started.add(match.id);
    await t.app.feed!.service.flush();
    await goLive(match);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const player of [byMatch, byLeague, both])
      expect(await started(player.client)).toHaveLength(1);
  });

  it('tells nobody who switched the kind off, and not for a match that was live already', async () => {
    const match = matches[2]!;
    const off = await signUp(t.app);
    const on = await signUp(t.app);
    await off.client.post(`/api/sb/favourites/matches/${match.id}`);
    await on.client.post(`/api/sb/favourites/matches/${match.id}`);
    const saved = await off.client.put(`${NOTIFICATIONS}/preferences`, {
      preferences: [{ type: 'favourite_match_started', enabled: false }],
    });
    expect(saved.json().preferences).toContainEqual({
      type: 'favourite_match_started',
      enabled: false,
    });

    await goLive(match);
    await vi.waitFor(async () => expect(await started(on.client)).toHaveLength(1));
    expect(await started(off.client)).toEqual([]);

    // A live match's other updates (clock, score, prices) are no start.
    const live = matches[3]!;
    await goLive(live);
    const late = await signUp(t.app);
    await late.client.post(`/api/sb/favourites/matches/${live.id}`);
    t.app.feed!.service.ingest.apply({
      type: 'odds_change',
      matchId: live.id,
      status: MATCH_STATUS.live,
      markets: [],
    });
    await t.app.feed!.service.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await started(late.client)).toEqual([]);
  });

  it('the development kick-off starts a prematch match now and tells its followers', async () => {
    const match = matches[4]!;
    const follower = await signUp(t.app);
    await follower.client.post(`/api/sb/favourites/matches/${match.id}`);
    const start = await follower.client.post(`/api/sb/dev/feed/matches/${match.id}/start`, {});
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ match_id: match.id, status: MATCH_STATUS.live });
    expect(t.app.catalogue.store.matches.get(match.id)!.status).toBe(MATCH_STATUS.live);
    await vi.waitFor(async () => expect(await started(follower.client)).toHaveLength(1));

    const again = await follower.client.post(`/api/sb/dev/feed/matches/${match.id}/start`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'MATCH_NOT_PREMATCH',
      message: 'error.dev_feed.match_not_prematch',
    });
    const unknown = await follower.client.post('/api/sb/dev/feed/matches/999999999/start', {});
    expect(unknown.statusCode).toBe(404);
  });
});
