// A freebet under faults: sent on many placements at once while the database connections are
// terminated and the API is killed with kill -9, it ends on at most one bet, and the bonus row
// agrees with the bets (spent by that bet, or still active with none); the money invariants hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killApi, restartApi, startApi, stopApi, killAll, type ApiProcess } from './api-process';
import {
  adminUrl,
  createFaultDatabase,
  SKIP_MESSAGE,
  sleep,
  terminateBackends,
  type FaultDatabase,
} from './harness';
import { assertMoneyInvariants } from './invariants';
import { liveMatchOutcomes, newPlayer, type Player } from './players';

if (!adminUrl) console.warn(SKIP_MESSAGE);

describe.skipIf(!adminUrl)('a freebet under faults', () => {
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

  /** A freebet from the promo code, activated. */
  async function activeFreebet(player: Player): Promise<string> {
    const redeemed = await player.post('/api/sb/bonuses/promo-code', { code: 'WEEKEND10' });
    expect(redeemed.status).toBe(200);
    const id = redeemed.json.bonus_id as string;
    expect((await player.post(`/api/sb/bonuses/${id}/activate`)).status).toBe(200);
    return id;
  }

  /** Freebet bodies on the live outcomes at odds of 1.50 or more. */
  async function freebetBets(id: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const outcomes = (await liveMatchOutcomes(database)).filter((o) => o.odds >= 15_000);
      if (outcomes.length > 0) {
        return outcomes.map((o) => ({
          meta: { device_id: 'fault-suite' },
          bets: [
            {
              stake: { value: 1_000, currency: 'EUR' },
              bonus: { id, type: 'freebet' },
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
        }));
      }
      await sleep(300);
    }
    throw new Error('no live outcome at odds of 1.50 or more');
  }

  async function agreement(playerId: string, bonusId: string) {
    const bets = await database.query<{ id: string }>(
      `select id from bets where player_id = $1 and bonus ->> 'id' = $2`,
      [playerId, bonusId],
    );
    const [bonus] = await database.query<{ status: string; used_in_bet: string | null }>(
      `select status, used_in_bet from player_bonuses where id = $1`,
      [bonusId],
    );
    expect(bets.length).toBeLessThanOrEqual(1);
    if (bets.length === 1) {
      expect(bonus).toEqual({ status: 'bonus_over', used_in_bet: bets[0]!.id });
    } else {
      expect(bonus).toEqual({ status: 'active', used_in_bet: null });
    }
    return bets.length;
  }

  it('goes on one bet when sent many times at once while connections are terminated', async () => {
    const player = await newPlayer(api, 10_000);
    const id = await activeFreebet(player);
    const bodies = await freebetBets(id);
    const sends = Array.from({ length: 12 }, (_, i) =>
      player.post('/api/sb/bets', bodies[i % bodies.length]).catch(() => null),
    );
    await sleep(20);
    await terminateBackends(database);
    const answers = await Promise.all(sends);
    expect(answers.filter((a) => a?.status === 201).length).toBeLessThanOrEqual(1);
    await agreement(player.id, id);
    await assertMoneyInvariants(database);
  });

  it('goes on one bet when sent many times at once across a kill -9 and a restart', async () => {
    const player = await newPlayer(api, 10_000);
    const id = await activeFreebet(player);
    const bodies = await freebetBets(id);
    const sends = Array.from({ length: 12 }, (_, i) =>
      player.post('/api/sb/bets', bodies[i % bodies.length]).catch(() => null),
    );
    await sleep(30);
    await killApi(api);
    await Promise.all(sends);
    api = await restartApi(api);
    const placedBefore = await agreement(player.id, id);
    // The survivor is spent or free: sent again at once, it ends on exactly one bet. A refusal
    // for a moved price is sent again with the current prices.
    let placedAfter = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      const again = await Promise.all(
        (await freebetBets(id)).slice(0, 3).map((body) => player.post('/api/sb/bets', body)),
      );
      placedAfter += again.filter((a) => a.status === 201).length;
      const spent = again.some(
        (a) => a.json?.data?.errors_by_bet?.[0]?.code === 'BONUS_NOT_AVAILABLE',
      );
      if (placedAfter > 0 || spent) break;
      await sleep(300);
    }
    expect(placedBefore + placedAfter).toBe(1);
    expect(await agreement(player.id, id)).toBe(1);
    await assertMoneyInvariants(database);
    await stopApi(api);
  });
});
