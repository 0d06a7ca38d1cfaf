// Jackpots under faults: bets feed the jackpot while database connections are terminated and the
// API is killed with kill -9; hits (made frequent here) are paid while it is killed again. Every
// contribution is written with its bet or undone with it, concurrent hits of a level take its
// pool once (no pool below zero, every hit out of the ledger), and every hit is paid exactly once
// after the restart; the money invariants hold.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killApi, restartApi, startApi, killAll, stopApi, type ApiProcess } from './api-process';
import {
  adminUrl,
  createFaultDatabase,
  SKIP_MESSAGE,
  sleep,
  terminateBackends,
  waitFor,
  type FaultDatabase,
} from './harness';
import { assertJackpotInvariants, assertMoneyInvariants } from './invariants';
import { liveMatchOutcomes, newPlayer, type Player } from './players';

if (!adminUrl) console.warn(SKIP_MESSAGE);

const siteConfig = JSON.parse(
  readFileSync(new URL('../site-config.json', import.meta.url), 'utf8'),
) as { jackpots: { definitions: { levels: { code: string; hit_one_in: number }[] }[] } };

describe.skipIf(!adminUrl)('jackpots under faults', () => {
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

  /** Single bets of 1.00 EUR on the live outcomes, `count` of them, sent at once. */
  async function sendBets(player: Player, count: number) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const outcomes = await liveMatchOutcomes(database);
      if (outcomes.length > 0) {
        return Array.from({ length: count }, (_, i) => {
          const o = outcomes[i % outcomes.length]!;
          const body = {
            meta: { device_id: 'fault-suite' },
            bets: [
              {
                stake: { value: 100 + i, currency: 'EUR' },
                selections: [
                  {
                    match_id: o.matchId,
                    market_id: o.marketId,
                    specifier: o.specifier,
                    outcome_id: o.outcomeId,
                    odds: o.odds / 10_000,
                  },
                ],
              },
            ],
          };
          return player.post('/api/sb/bets', body).catch(() => null);
        });
      }
      await sleep(300);
    }
    throw new Error('no live outcome');
  }

  const contributions = async () =>
    Number(
      (
        await database.query<{ n: string }>(
          `select count(*) as n from jackpot_entries where type = 'contribution'`,
        )
      )[0]!.n,
    );

  it('writes each contribution with its bet or not at all while connections are terminated', async () => {
    const player = await newPlayer(api, 10_000);
    const sends = await sendBets(player, 16);
    await sleep(20);
    await terminateBackends(database);
    const answers = await Promise.all(sends);
    const placed = answers.filter((a) => a?.status === 201).length;
    expect(await contributions()).toBeGreaterThanOrEqual(placed);
    await assertJackpotInvariants(database);
    await assertMoneyInvariants(database);
  });

  it('pays every hit exactly once across kill -9 and a restart', async () => {
    // One bet in two hits the first level: the operator's override, taken at the restart.
    const [jackpot] = siteConfig.jackpots.definitions;
    jackpot!.levels[0]!.hit_one_in = 2;
    await database.query(
      `insert into site_settings (key, value) values ('jackpots', $1::jsonb)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(siteConfig.jackpots)],
    );
    await killApi(api);
    api = await restartApi(api);

    const player = await newPlayer(api, 10_000);
    // Bets that land whatever the kills' timing on a loaded machine, so hits are made for sure.
    const landed = await Promise.all(await sendBets(player, 12));
    expect(landed.every((answer) => answer?.status === 201)).toBe(true);
    const sends = await sendBets(player, 20);
    await sleep(40);
    await killApi(api);
    await Promise.all(sends);
    await terminateBackends(database);
    api = await restartApi(api);

    // A second round, killed while its hits are being paid.
    const again = await sendBets(player, 12);
    await sleep(60);
    await killApi(api);
    await Promise.all(again);
    api = await restartApi(api);

    // The sweep pays what the kills left pending.
    await waitFor(
      'pending jackpot hits paid',
      async () => {
        const [row] = await database.query<{ n: string }>(
          `select count(*) as n from jackpot_hits where status = 'pending'`,
        );
        return Number(row!.n) === 0;
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    const [hits] = await database.query<{ n: string }>(`select count(*) as n from jackpot_hits`);
    expect(Number(hits!.n)).toBeGreaterThan(0);
    await assertJackpotInvariants(database);
    await assertMoneyInvariants(database);
    await stopApi(api);
  });
});
