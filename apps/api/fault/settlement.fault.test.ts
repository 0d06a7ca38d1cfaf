// Money that survives faults: settlement interrupted by kill -9 or by lost database connections
// finishes, a cash-out never stays in progress, and a second instance takes over the feed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createDataDir,
  killAll,
  killApi,
  removeDataDir,
  restartApi,
  startApi,
  stopApi,
  type ApiProcess,
} from './api-process';
import {
  createFaultDatabase,
  leaderBackend,
  sleep,
  terminateBackends,
  waitFor,
  type FaultDatabase,
} from './harness';
import { assertMoneyInvariants, betStatuses, waitUntilSettled } from './invariants';
import { liveMatch, newPlayer, placeSingles } from './players';
import { deploymentPerSuite, deploymentPerTest, describeOnPostgres, finishMatch } from './suite';

const BETS = 150;

/** `count` singles on one live match, from three players. */
async function betsOnLiveMatch(api: ApiProcess, database: FaultDatabase, count: number) {
  const matchId = await liveMatch(database);
  const players = await Promise.all([0, 1, 2].map(() => newPlayer(api, 1_000_000)));
  const ids: number[] = [];
  for (const [i, player] of players.entries()) {
    const share = i === players.length - 1 ? count - ids.length : Math.ceil(count / players.length);
    ids.push(...(await placeSingles(player, database, matchId, share)));
  }
  return { matchId, players, ids };
}

async function doneCount(database: FaultDatabase, ids: number[]): Promise<number> {
  const statuses = await betStatuses(database, ids);
  return [...statuses.values()].filter((s) => s === 'done').length;
}

/** Fails with the process output when the API exited while the test did not expect it. */
function alive(api: ApiProcess): () => void {
  let exit: number | string | undefined;
  void api.exited.then((code) => (exit = code));
  return () => {
    if (exit !== undefined) {
      throw new Error(`API exited (${exit}):\n${api.output().slice(-4000)}`);
    }
  };
}

describeOnPostgres('settlement survives faults (PostgreSQL)', () => {
  const deployment = deploymentPerTest();

  it(`kill -9 during the settlement of ${BETS} bets, then a restart: every bet settled once`, async () => {
    const { database, api } = await deployment.start();
    const { matchId, players, ids } = await betsOnLiveMatch(api, database, BETS);
    expect(ids).toHaveLength(BETS);

    // The answer comes once the results are stored; the kill lands as the first bets settle.
    await finishMatch(players[0]!, matchId);
    await waitFor('settlement to begin', async () => (await doneCount(database, ids)) > 0, {
      timeoutMs: 30_000,
      intervalMs: 5,
    });
    await killApi(api);
    const settledAtKill = await doneCount(database, ids);
    console.info(`kill -9 with ${settledAtKill} of ${BETS} bets settled`);

    const restarted = await restartApi(api);
    const statuses = await waitUntilSettled(database, ids);
    expect([...statuses.values()].every((s) => s === 'done')).toBe(true);
    await assertMoneyInvariants(database);
    await stopApi(restarted);
  });

  it(`every backend terminated during the settlement of ${BETS} bets: all settled, no restart`, async () => {
    const { database, api } = await deployment.start();
    const check = alive(api);
    const { matchId, players, ids } = await betsOnLiveMatch(api, database, BETS);

    await finishMatch(players[0]!, matchId);
    await waitFor('settlement to begin', async () => (await doneCount(database, ids)) > 0, {
      timeoutMs: 30_000,
      intervalMs: 5,
    });
    // Cut every connection (the pool's and the feed leader's) a few times while it settles.
    const ended: number[] = [];
    const settled: number[] = [];
    for (let round = 0; round < 3; round++) {
      ended.push(await terminateBackends(database));
      settled.push(await doneCount(database, ids));
      await sleep(150);
    }
    console.info(`backends ended: ${ended.join(', ')}; bets settled then: ${settled.join(', ')}`);
    expect(ended[0]).toBeGreaterThan(0);

    const statuses = await waitUntilSettled(database, ids);
    check();
    expect([...statuses.values()].every((s) => s === 'done')).toBe(true);
    await assertMoneyInvariants(database);
    check();
  });
});

describeOnPostgres('a cash-out never stays in progress (PostgreSQL)', () => {
  // A live delay long enough to act inside it.
  const suite = deploymentPerSuite({ LIVE_BET_DELAY_MS: '3000' });

  /** A single on a live match and the cash-out offer the player is shown for it. */
  async function liveBetWithOffer(exclude: number[]) {
    const matchId = await liveMatch(suite.database, exclude);
    const [betId] = await placeSingles(suite.player, suite.database, matchId, 1, 1_000);
    const offer = await waitFor(`a cash-out offer for bet ${betId}`, async () => {
      const res = await suite.player.get('/api/sb/bets?filter=open');
      const bet = (res.json?.data as { id: string; to_cashout: number | null }[] | undefined)?.find(
        (b) => Number(b.id) === betId,
      );
      return bet?.to_cashout ?? undefined;
    });
    return { matchId, betId: betId!, offer };
  }

  async function statusOf(betId: number): Promise<string | undefined> {
    return (await betStatuses(suite.database, [betId])).get(betId);
  }

  it('results arriving during the delay refuse the cash-out and the bet settles', async () => {
    const { matchId, betId, offer } = await liveBetWithOffer([]);
    const cashout = suite.player.post('/api/sb/bets/cashout', {
      bet_id: String(betId),
      to_cashout: offer,
    });
    await waitFor(
      'the cash-out delay',
      async () => (await statusOf(betId)) === 'cashout_in_progress',
      {
        intervalMs: 50,
      },
    );
    await finishMatch(suite.player, matchId);

    const answer = await cashout;
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe('CASHOUT_UNAVAILABLE');
    const statuses = await waitUntilSettled(suite.database, [betId]);
    expect(statuses.get(betId)).toBe('done');
    await assertMoneyInvariants(suite.database);
  });

  it('kill -9 during the delay: after a restart the bet is cashed out or settled', async () => {
    const { matchId, betId, offer } = await liveBetWithOffer([]);
    const cashout = suite.player
      .post('/api/sb/bets/cashout', { bet_id: String(betId), to_cashout: offer })
      .catch(() => null);
    await waitFor(
      'the cash-out delay',
      async () => (await statusOf(betId)) === 'cashout_in_progress',
      {
        intervalMs: 50,
      },
    );
    await killApi(suite.api);
    await cashout;
    expect(await statusOf(betId)).toBe('cashout_in_progress');

    suite.api = await restartApi(suite.api);
    // The sweep resolves it once its deadline has passed: completed, or back to open.
    const resolved = await waitFor(
      'the expired cash-out resolved',
      async () => {
        const status = await statusOf(betId);
        return status !== 'cashout_in_progress' ? status : undefined;
      },
      { timeoutMs: 60_000 },
    );
    console.info(`cash-out interrupted by kill -9 resolved as ${resolved}`);
    expect(['cashed_out', 'submitted', 'waiting_results', 'done']).toContain(resolved);
    if (resolved !== 'cashed_out' && resolved !== 'done') {
      // Back to open: the bet settles with its match like any other.
      await finishMatch(suite.player, matchId);
    }
    const statuses = await waitUntilSettled(suite.database, [betId]);
    expect(['cashed_out', 'done']).toContain(statuses.get(betId));
    await assertMoneyInvariants(suite.database);
  });
});

describeOnPostgres('two API instances (PostgreSQL)', () => {
  let database: FaultDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createFaultDatabase();
    dataDir = createDataDir();
  });
  afterAll(async () => {
    await killAll();
    await database?.dispose();
    removeDataDir(dataDir);
  });

  it('kill -9 of the feed leader: the other instance takes over and settles the next results', async () => {
    const first = await startApi({ database, dataDir });
    await waitFor(
      'the first instance to lead',
      async () => (await leaderBackend(database)) === first.leaderName,
    );
    const second = await startApi({ database, dataDir });
    expect(await leaderBackend(database)).toBe(first.leaderName);

    // The follower serves the catalogue the leader writes: bets are placed through it.
    const { matchId, players, ids } = await betsOnLiveMatch(second, database, 30);

    await killApi(first);
    await waitFor(
      'the second instance to take the feed over',
      async () => (await leaderBackend(database)) === second.leaderName,
      { timeoutMs: 10_000, intervalMs: 100 },
    );

    await finishMatch(players[0]!, matchId);
    const statuses = await waitUntilSettled(database, ids);
    expect([...statuses.values()].every((s) => s === 'done')).toBe(true);
    await assertMoneyInvariants(database);
    await stopApi(second);
  });
});
