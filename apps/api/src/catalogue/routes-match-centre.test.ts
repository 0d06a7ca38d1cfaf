import { MATCH_STATUS } from '@sportsbook/domain';
import { matchLineupsSchema, matchTimelineSchema } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { CatalogueRepository } from './repository';
import { CatalogueStore } from './store';
import { timelineOf } from '../feed/simulator/match-centre';

describe.each(databaseKinds)('match centre line-ups and timeline on %s', (kind) => {
  let t: FeedTestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildFeedTestApp(kind, { FEED_HORIZON_DAYS: '7' });
  });
  afterAll(async () => t.close());

  const soccer = (status: number) =>
    [...t.app.catalogue.store.matches.values()].filter(
      (m) => m.type === 'match' && m.sportId === 1 && m.status === status,
    );

  it('answers each side’s eleven starters and seven on the bench', async () => {
    const match = soccer(MATCH_STATUS.prematch)[0]!;
    const res = await get(`/api/sb/matches/${match.id}/lineups`);
    expect(res.statusCode).toBe(200);
    const lineups = matchLineupsSchema.parse(res.json());
    expect(lineups.home?.starters).toHaveLength(11);
    expect(lineups.away?.bench).toHaveLength(7);
    expect(lineups.home?.starters[0]?.position).toBe('GK');
    const tennis = [...t.app.catalogue.store.matches.values()].find(
      (m) => m.type === 'match' && (m.feedState as { sport?: string })?.sport === 'tennis',
    )!;
    expect((await get(`/api/sb/matches/${tennis.id}/lineups`)).json()).toMatchObject({
      home: null,
      away: null,
    });
  });

  it('refuses an unknown match and a malformed id', async () => {
    for (const path of ['lineups', 'timeline']) {
      const missing = await get(`/api/sb/matches/99999999/${path}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBeDefined();
      expect((await get(`/api/sb/matches/abc/${path}`)).statusCode).toBe(400);
    }
  });

  it('lists goals with their scorers as a live match runs, and keeps them over a restart', async () => {
    const live = soccer(MATCH_STATUS.live);
    expect(live.length).toBeGreaterThan(0);
    // Play on until one of the live matches has a goal in its timeline.
    let scored: number | undefined;
    for (let i = 0; i < 200 && scored === undefined; i += 1) {
      t.advance(5_000);
      scored = live.find(
        (m) => timelineOf(t.app.catalogue.store.matches.get(m.id) ?? m).events.length > 0,
      )?.id;
    }
    expect(scored).toBeDefined();
    const res = await get(`/api/sb/matches/${scored}/timeline`);
    expect(res.statusCode).toBe(200);
    const timeline = matchTimelineSchema.parse(res.json());
    const lineups = matchLineupsSchema.parse(
      (await get(`/api/sb/matches/${scored}/lineups`)).json(),
    );
    const starters = new Set(
      [...lineups.home!.starters, ...lineups.away!.starters].map((p) => p.id),
    );
    for (const event of timeline.events) {
      expect(starters.has(event.player_id)).toBe(true);
      expect(event.minute).toBeGreaterThanOrEqual(1);
      expect(event.player_name).not.toBe(event.player_id);
    }
    const goals = timeline.events.filter((e) => e.kind === 'goal');
    const score = t.app.catalogue.store.matches.get(scored!)!.statistics.total_score!;
    expect(goals.at(-1)?.score ?? { home: 0, away: 0 }).toEqual(score);
    expect(timeline.totals).not.toBeNull();

    // A restart reads the catalogue back from the database: the timeline is the same.
    await t.app.feed!.service.flush();
    const reloaded = new CatalogueStore();
    await new CatalogueRepository(t.app.database.db).load(reloaded);
    expect(timelineOf(reloaded.matches.get(scored!)!)).toEqual(timeline);
  });
});
