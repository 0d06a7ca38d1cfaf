// The API process outlives lost database connections: terminated backends under traffic and a
// database that goes away and comes back end no process, answer 503 (never 500) while the
// database is out of reach, and the API serves again by itself.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, startApi, stopApi, type ApiProcess } from './api-process';
import {
  adminUrl,
  createFaultDatabase,
  databaseOutageProxy,
  sleep,
  terminateBackends,
  waitFor,
  type DatabaseOutage,
  type FaultDatabase,
} from './harness';
import { assertMoneyInvariants } from './invariants';
import { liveMatchOutcomes, newPlayer, type OpenSelection, type Player } from './players';

const ROUNDS = 15;
// The recovery bound the product promises after its database connections are dropped.
const RECOVERY_MS = 5_000;
const WORKERS = 6;

/** Answers seen by the traffic, by status; `unanswered` counts requests the process never took. */
class Tally {
  readonly statuses = new Map<number, number>();
  readonly serverErrors: string[] = [];
  unanswered = 0;

  record(what: string, status: number, body: unknown): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    // While connections are being replaced a request may answer 503 DATABASE_UNAVAILABLE (health
    // answers 503 "degraded"); anything else in the 5xx range is a defect.
    const unavailable =
      status === 503 &&
      (what === 'GET /api/health' || (body as { code?: string })?.code === 'DATABASE_UNAVAILABLE');
    if (status >= 500 && !unavailable) {
      this.serverErrors.push(`${what} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  }
}

/** Tracks whether an API process has exited, without waiting for it. */
function watchExit(api: ApiProcess): () => number | string | undefined {
  let exit: number | string | undefined;
  void api.exited.then((code) => (exit = code));
  return () => exit;
}

async function answersOk(player: Player): Promise<boolean> {
  const [health, balance, matches] = await Promise.all([
    player.get('/api/health'),
    player.get('/api/platform/player/accounts'),
    player.get('/api/sb/matches'),
  ]);
  return health.status === 200 && balance.status === 200 && matches.status === 200;
}

/** One player's requests in a loop until `running()` is false: reads, balance, bets, placement. */
async function traffic(
  player: Player,
  outcomes: () => OpenSelection[],
  tally: Tally,
  running: () => boolean,
): Promise<void> {
  const calls: [string, () => ReturnType<Player['get']>][] = [
    ['GET /api/sb/matches', () => player.get('/api/sb/matches')],
    ['GET /api/platform/player/accounts', () => player.get('/api/platform/player/accounts')],
    ['GET /api/sb/bets', () => player.get('/api/sb/bets')],
    ['GET /api/health', () => player.get('/api/health')],
    [
      'POST /api/sb/bets',
      () => {
        const open = outcomes();
        const outcome = open[Math.floor(Math.random() * open.length)];
        if (!outcome) return player.get('/api/sb/sports');
        return player.post(
          '/api/sb/bets',
          {
            meta: { device_id: 'fault-suite' },
            bets: [
              {
                stake: { value: 100, currency: 'EUR' },
                selections: [
                  {
                    match_id: outcome.matchId,
                    market_id: outcome.marketId,
                    specifier: outcome.specifier,
                    outcome_id: outcome.outcomeId,
                    odds: outcome.odds / 10_000,
                  },
                ],
              },
            ],
          },
          {
            'idempotency-key': `resilience-${randomBytes(8).toString('hex')}`,
            'x-accept-odds': 'any',
          },
        );
      },
    ],
  ];
  for (let i = 0; running(); i++) {
    const [what, call] = calls[i % calls.length]!;
    try {
      const res = await call();
      tally.record(what, res.status, res.json);
    } catch {
      // Refused or reset by the API itself: only a process that is gone does that.
      tally.unanswered++;
      await sleep(50);
    }
  }
}

describe.skipIf(!adminUrl)('the API process survives lost database connections', () => {
  let database: FaultDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createFaultDatabase();
    api = await startApi({ database });
  });

  afterAll(async () => {
    await killAll();
    await database?.dispose();
  });

  it(`${ROUNDS} rounds of terminated backends under traffic: the process never exits and answers again within 5 s`, async () => {
    const exitOf = watchExit(api);
    const players = await Promise.all(Array.from({ length: WORKERS }, () => newPlayer(api)));
    let open = await waitFor('a live match to bet on', async () => {
      const found = await liveMatchOutcomes(database);
      return found.length > 0 ? found : undefined;
    });
    const tally = new Tally();
    let running = true;
    const workers = players.map((player) =>
      traffic(
        player,
        () => open,
        tally,
        () => running,
      ),
    );

    const ended: number[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        // Let the pool fill again and the traffic use it before the next cut.
        await sleep(750);
        ended.push(await terminateBackends(database));
        await waitFor(
          `round ${round}: health, balance and matches to answer 200`,
          () => {
            const exit = exitOf();
            if (exit !== undefined) {
              throw new Error(`the API exited (${exit}):\n${api.output().slice(-3000)}`);
            }
            return answersOk(players[0]!);
          },
          { timeoutMs: RECOVERY_MS, intervalMs: 100 },
        );
        expect(exitOf(), `the API exited in round ${round}`).toBeUndefined();
        const current = await liveMatchOutcomes(database);
        if (current.length > 0) open = current;
      }
    } finally {
      running = false;
      await Promise.all(workers);
    }

    expect(exitOf()).toBeUndefined();
    // Every round ended live connections: the pool's, the feed's, the traffic's.
    expect(
      ended.every((n) => n > 0),
      `backends ended per round: ${ended.join(',')}`,
    ).toBe(true);
    expect(tally.unanswered, 'requests the API never answered').toBe(0);
    expect(tally.serverErrors, 'server errors other than DATABASE_UNAVAILABLE').toEqual([]);
    expect(tally.statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(tally.statuses.get(201) ?? 0, 'bets placed between the rounds').toBeGreaterThan(0);
    // The process-level handlers are a safety net; nothing should have fallen into it.
    expect(api.output()).not.toMatch(
      /unhandled rejection|uncaught exception|lost connection nobody handled/,
    );
    await waitFor(
      'the money invariants',
      async () => {
        await assertMoneyInvariants(database);
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 1000 },
    );
  });
});

describe.skipIf(!adminUrl)('a database outage', () => {
  let database: FaultDatabase;
  let outage: DatabaseOutage;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createFaultDatabase();
    outage = await databaseOutageProxy(database);
    // The feed is not needed here; the process under test only serves players.
    api = await startApi({ database, env: { DATABASE_URL: outage.url, FEED_ENABLED: 'false' } });
  });

  afterAll(async () => {
    if (api) await stopApi(api);
    await killAll();
    await outage?.close();
    await database?.dispose();
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database is away and recovers by itself', async () => {
    const exitOf = watchExit(api);
    const player = await newPlayer(api);
    expect(await answersOk(player)).toBe(true);

    await outage.cut();
    const refused = await waitFor(
      'the balance to answer 503',
      async () => {
        const res = await player.get('/api/platform/player/accounts');
        expect(res.status, JSON.stringify(res.json)).not.toBe(500);
        return res.status === 503 ? res : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(refused.json).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'global-error.default.title',
    });
    const degraded = await waitFor(
      'health to report the database down',
      async () => {
        const res = await player.get('/api/health');
        return res.status === 503 ? res : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(degraded.json).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    // A while without a database ends nothing.
    await sleep(3000);
    expect(exitOf()).toBeUndefined();

    await outage.restore();
    await waitFor('the API to serve again', () => answersOk(player), {
      timeoutMs: 30_000,
      intervalMs: 200,
    });
    const health = await player.get('/api/health');
    expect(health.json).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    expect(exitOf()).toBeUndefined();
    expect(api.output()).toMatch(/database connection lost/);
    expect(api.output()).not.toMatch(/unhandled rejection|uncaught exception/);
  });
});
