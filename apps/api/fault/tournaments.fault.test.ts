// Hunting tournaments under faults: joined players farm while database connections are
// terminated (a farm is written with its bet or not at all), then the API is killed with kill -9
// again and again while the finished tournament's prizes are being paid. After the restart the
// tournament is paid exactly once: one result row, one ledger row per prize of its amount, and
// the money invariants hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDataDir,
  killAll,
  killApi,
  removeDataDir,
  restartApi,
  startApi,
  type ApiProcess,
} from './api-process';
import {
  adminUrl,
  createFaultDatabase,
  SKIP_MESSAGE,
  sleep,
  terminateBackends,
  waitFor,
  type FaultDatabase,
} from './harness';
import { assertMoneyInvariants } from './invariants';
import { liveMatch, newPlayer, placeSingles, type Player } from './players';
import { siteConfigVariant } from './suite';

if (!adminUrl) console.warn(SKIP_MESSAGE);

const KEY = 'fault-cup';

describe.skipIf(!adminUrl)('hunting tournaments under faults', () => {
  let database: FaultDatabase;
  let api: ApiProcess;
  let dataDir: string;
  let endsAt: number;
  const startsAt = Date.now() - 3_600_000;

  /** The site configuration with the test's tournament ending at `endsAt` (read at start-up). */
  const configure = () =>
    siteConfigVariant(dataDir, 'tournament', (config) => {
      const cup = config.bonuses.definitions.find(
        (d: { key: string }) => d.key === 'winter-hunt-cup',
      );
      config.bonuses.definitions.push({
        ...cup,
        key: KEY,
        issue_on: 'every_player',
        min_odds: null,
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(endsAt).toISOString(),
      });
    });

  beforeAll(async () => {
    dataDir = createDataDir();
    // Open until the test has farmed; then the operator moves the end close (below).
    endsAt = Date.now() + 3_600_000;
    const file = configure();
    database = await createFaultDatabase();
    api = await startApi({ database, dataDir, env: { SITE_CONFIG_FILE: file } });
  });
  afterAll(async () => {
    await killAll();
    await database?.dispose();
    removeDataDir(dataDir);
  });

  async function join(player: Player) {
    const list = await player.get('/api/sb/bonuses/tournaments?limit=50');
    const cup = (list.json.data as { id: string; trigger_key: string }[]).find(
      (b) => b.trigger_key === KEY,
    )!;
    expect((await player.post(`/api/sb/bonuses/${cup.id}/activate`)).status).toBe(200);
  }

  const one = async <T>(text: string) => (await database.query<T>(text))[0]!;

  it('writes each farm with its bet, and pays the prizes exactly once across kill -9', async () => {
    const players = [await newPlayer(api, 50_000), await newPlayer(api, 50_000)];
    for (const player of players) await join(player);
    const match = await liveMatch(database);
    // Player 0 farms 5,000, more than player 1 can reach even if every bet sent during the
    // terminations lands (1,500 + 8 × 300 = 3,900), so the ranking is known.
    await placeSingles(players[0]!, database, match, 10, 500);
    await placeSingles(players[1]!, database, match, 3, 500);

    // Bets sent while connections are terminated: each farms with its bet or not at all.
    const sends = Array.from({ length: 8 }, () =>
      placeSingles(players[1]!, database, match, 1, 300).catch(() => null),
    );
    await sleep(20);
    await terminateBackends(database);
    await Promise.all(sends);
    const farmsWithoutBet = await database.query(
      `select f.bet_id from tournament_farms f where not exists (select 1 from bets b where b.id = f.bet_id)`,
    );
    expect(farmsWithoutBet).toEqual([]);
    const betsWithoutFarm = await database.query(
      `select b.id from bets b where b.player_id = any($1::uuid[]) and b.created_at < $2
         and not exists (select 1 from tournament_farms f where f.bet_id = b.id)`,
      [players.map((p) => p.id), new Date(endsAt)],
    );
    expect(betsWithoutFarm).toEqual([]);

    // The operator ends the tournament two seconds from now; the restart (a kill -9 first) reads
    // the new end. Its prizes are paid 10 s after it ends: killed again and again around then.
    endsAt = Date.now() + 2_000;
    configure();
    await killApi(api);
    api = await restartApi(api);
    await sleep(Math.max(0, endsAt + 10_000 - Date.now() - 2_000));
    for (let round = 0; round < 4; round++) {
      await killApi(api);
      api = await restartApi(api);
      await sleep(round * 40);
    }
    await killApi(api);
    api = await restartApi(api);
    await waitFor(
      'the tournament to be paid',
      async () =>
        (await database.query(`select 1 from tournament_results where tournament_key = '${KEY}'`))
          .length === 1,
      { timeoutMs: 60_000, intervalMs: 250 },
    );

    const prizes = await database.query<{
      position: number;
      player_id: string;
      amount: string;
      ledger_entry_id: string;
    }>(
      `select position, player_id, amount, ledger_entry_id from tournament_prizes
       where tournament_key = '${KEY}' order by position`,
    );
    expect(prizes.map((p) => p.player_id)).toEqual([players[0]!.id, players[1]!.id]);
    const { pool } = await one<{ pool: string }>(
      `select pool from tournament_results where tournament_key = '${KEY}'`,
    );
    const { contributions } = await one<{ contributions: string }>(
      `select coalesce(sum(contribution), 0) as contributions from tournament_farms where tournament_key = '${KEY}'`,
    );
    expect(Number(pool)).toBe(10_000 + Number(contributions));
    expect(prizes.map((p) => Number(p.amount))).toEqual([
      Math.floor(Number(pool) / 2),
      Math.floor((Number(pool) * 3) / 10),
    ]);
    const rows = await database.query<{ reference: string; amount: string; n: string }>(
      `select reference, sum(amount) as amount, count(*) as n from ledger_entries
       where type = 'bonus' and reference like 'tournament:${KEY}:%' group by reference order by reference`,
    );
    expect(rows.map((r) => [r.reference, Number(r.amount), Number(r.n)])).toEqual(
      prizes.map((p) => [`tournament:${KEY}:${p.position}`, Number(p.amount), 1]),
    );
    await assertMoneyInvariants(database);
  }, 180_000);
});
