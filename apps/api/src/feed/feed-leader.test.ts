// One feed leader: the advisory lock goes to one instance, and to another when the first lets go
// or loses its connection; a follower's catalogue follows what the leader writes.
import { MATCH_STATUS } from '@sportsbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueRepository } from '../catalogue/repository';
import { CatalogueStore } from '../catalogue/store';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/databases';
import { CatalogueFollower } from './catalogue-follower';
import { AdvisoryLockLeadership } from './feed-leader';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;

async function until(probe: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('feed leader advisory lock', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.dispose());

  it('one of two instances leads; the other takes over when the leader stops or is cut off', async () => {
    const events: string[] = [];
    const instance = (name: string) => {
      const leadership = new AdvisoryLockLeadership({
        url: database.url!,
        key: 42,
        pollMs: 100,
        log,
      });
      leadership.onChange(async (leading) => {
        events.push(`${name}:${leading ? 'lead' : 'follow'}`);
      });
      return leadership;
    };
    const a = instance('a');
    const b = instance('b');
    await a.start();
    await b.start();
    expect([a.leading, b.leading]).toEqual([true, false]);

    await a.stop();
    await until(() => b.leading, 'b to lead');
    expect(events).toEqual(['a:lead', 'a:follow', 'b:lead']);

    // The leader's connection is ended by the server: it steps down, and takes the lock again.
    await a.start();
    expect(a.leading).toBe(false);
    await database.handle.query(
      'terminate',
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = $1`,
      [`sportsbook-feed-leader:${process.pid}`],
    );
    await until(() => events.includes('b:follow'), 'b to step down');
    await until(() => a.leading || b.leading, 'a new leader');
    expect(a.leading !== b.leading).toBe(true);
    await a.stop();
    await b.stop();
  });
});

describe.each(databaseKinds)('a follower catalogue on %s', (kind) => {
  let t: FeedTestApp;

  beforeAll(async () => {
    t = await buildFeedTestApp(kind);
    await t.app.feed!.service.flush();
  }, 60_000);
  afterAll(() => t.close());

  it('reads what the leader writes: new prices, then removed matches', async () => {
    const repository = new CatalogueRepository(t.app.database.db);
    const follower = new CatalogueStore();
    await repository.load(follower);
    const sync = new CatalogueFollower(follower, repository, { intervalMs: 60_000, log });
    await sync.refresh();
    const leader = t.app.catalogue.store;
    expect(follower.matches.size).toBe(leader.matches.size);

    const match = [...leader.matches.values()].find(
      (m) => m.status === MATCH_STATUS.prematch && m.markets.size > 0,
    )!;
    const [key, market] = [...match.markets.entries()][0]!;
    const odds = market.outcomes[0]!.odds + 1234;
    t.app.feed!.service.ingest.apply({
      type: 'odds_change',
      matchId: match.id,
      markets: [
        { ...market, outcomes: [{ ...market.outcomes[0]!, odds }, ...market.outcomes.slice(1)] },
      ],
    } as never);
    await t.app.feed!.service.flush();
    const before = follower.revision;
    await sync.refresh();
    expect(follower.matches.get(match.id)!.markets.get(key)!.outcomes[0]!.odds).toBe(odds);
    expect(follower.revision).toBeGreaterThan(before);

    // Nothing new: nothing is put again.
    const settled = follower.revision;
    await sync.refresh();
    expect(follower.revision).toBe(settled);

    t.app.feed!.service.ingest.apply({ type: 'match_removed', matchId: match.id });
    await t.app.feed!.service.flush();
    await sync.refresh();
    expect(follower.matches.has(match.id)).toBe(false);
  });
});

describe('a follower on a database without the feed', () => {
  it('starts from an empty catalogue', async () => {
    const database = await createTestDatabase('pglite');
    const store = new CatalogueStore();
    const sync = new CatalogueFollower(store, new CatalogueRepository(database.handle.db), {
      intervalMs: 60_000,
      log,
    });
    await sync.refresh();
    expect(store.matches.size).toBe(0);
    await database.dispose();
  });
});
