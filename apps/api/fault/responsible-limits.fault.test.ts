// Placement under a wager or loss limit survives faults: a burst of bets cut by kill -9 or by
// terminated database connections, then every request sent again under its idempotency key,
// leaves the limit's used amount equal to the ledger's stakes, within the limit, counted once.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { killApi, restartApi } from './api-process';
import { sleep, terminateBackends, waitFor, type FaultDatabase } from './harness';
import { assertMoneyInvariants } from './invariants';
import { liveMatch, newPlayer, type Player } from './players';
import { deploymentPerTest, describeOnPostgres } from './suite';

const STAKE = 100;
/** 30 stakes of 1.00 fit the limit; the burst asks for more. */
const LIMIT = 30 * STAKE;
const BURST = 45;

type LimitType = 'wager' | 'loss';

/** The active outcomes of the match's open 1X2 market as the database holds them now. */
async function openOutcomes(database: FaultDatabase, matchId: number) {
  const rows = await database.query<{ outcomes: { id: string; odds: number; active: boolean }[] }>(
    `select outcomes from markets where match_id = $1 and market_id = 1 and specifier = ''
       and status = 1`,
    [matchId],
  );
  return (rows[0]?.outcomes ?? []).filter((o) => o.active);
}

/** One single of STAKE on an open outcome of the match. */
async function singleBody(database: FaultDatabase, matchId: number) {
  const outcomes = await waitFor('an open outcome', async () => {
    const found = await openOutcomes(database, matchId);
    return found.length > 0 ? found : undefined;
  });
  const o = outcomes[Math.floor(Math.random() * outcomes.length)]!;
  return {
    meta: { device_id: 'fault-suite' },
    bets: [
      {
        stake: { value: STAKE, currency: 'EUR' },
        selections: [
          {
            match_id: matchId,
            market_id: 1,
            specifier: '',
            outcome_id: o.id,
            odds: o.odds / 10_000,
          },
        ],
      },
    ],
  };
}

/** Sends a placement; a network failure (the process died) answers status 0. */
async function send(player: Player, body: unknown, key: string) {
  try {
    return await player.post('/api/sb/bets', body, { 'idempotency-key': key });
  } catch {
    return { status: 0, json: null };
  }
}

/** What the ledger says the player wagered and lost today, and their bets' stakes. */
async function ledgerOf(database: FaultDatabase, playerId: string) {
  const [ledger] = await database.query<{ wagered: string; lost: string; stakes: string }>(
    `select coalesce(sum(-amount) filter (where type = 'stake'), 0) as wagered,
            coalesce(-sum(amount), 0) as lost,
            count(*) filter (where type = 'stake') as stakes
       from ledger_entries
      where player_id = $1 and currency = 'EUR' and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
        and type in ('stake', 'win', 'refund', 'cashout', 'settlement_reversal')`,
    [playerId],
  );
  const [bets] = await database.query<{ stakes: string; n: string }>(
    `select coalesce(sum(stake), 0) as stakes, count(*) as n from bets where player_id = $1`,
    [playerId],
  );
  return {
    wagered: Number(ledger!.wagered),
    lost: Number(ledger!.lost),
    stakeRows: Number(ledger!.stakes),
    betStakes: Number(bets!.stakes),
    betCount: Number(bets!.n),
  };
}

/**
 * Bets one more stake until the limit refuses it (a price that moved is asked again): the
 * refusal's `used` is what the limit counts now.
 */
async function usedByLimit(
  player: Player,
  database: FaultDatabase,
  matchId: number,
  type: LimitType,
): Promise<number> {
  for (let attempt = 0; attempt < 80; attempt++) {
    const key = `after-${randomBytes(8).toString('hex')}`;
    const res = await send(player, await singleBody(database, matchId), key);
    if (res.status === 403) {
      expect(res.json).toMatchObject({
        code: type === 'wager' ? 'WAGER_LIMIT_EXCEEDED' : 'LOSS_LIMIT_EXCEEDED',
        data: { type, period: 'day', limit: LIMIT, currency: 'EUR' },
      });
      return Number(res.json.data.used);
    }
    // 201: room was left (requests cut by the fault); 422: the price moved; 503: recovering.
    expect([201, 422, 503], JSON.stringify(res.json)).toContain(res.status);
    if (res.status !== 201) await sleep(200);
  }
  throw new Error('the limit never refused a stake');
}

async function limitedPlayer(api: { url: string }, type: LimitType) {
  const player = await newPlayer(api, 100_000);
  const set = await player.post('/api/platform/user_limits', {
    type,
    period: 'day',
    value: LIMIT,
  });
  expect(set.status, JSON.stringify(set.json)).toBe(201);
  return player;
}

describeOnPostgres('placement under a loss or wager limit survives faults (PostgreSQL)', () => {
  const deployment = deploymentPerTest();

  /** The burst's requests, each kept with its key, so they can be sent again after the fault. */
  async function burst(player: Player, matchId: number) {
    const { database } = deployment;
    const requests = await Promise.all(
      Array.from({ length: BURST }, async () => ({
        key: `burst-${randomBytes(8).toString('hex')}`,
        body: await singleBody(database, matchId),
      })),
    );
    const answers = Promise.all(requests.map((r) => send(player, r.body, r.key)));
    return { requests, answers };
  }

  async function expectCountedOnce(
    player: Player,
    matchId: number,
    type: LimitType,
    requests: { key: string; body: unknown }[],
  ) {
    const { database } = deployment;
    // Every request of the burst sent again: a committed one replays, a lost one places now or
    // is refused by the limit; none is counted twice.
    for (const r of requests) {
      const res = await send(player, r.body, r.key);
      expect([201, 403, 422, 503], JSON.stringify(res.json)).toContain(res.status);
    }
    const used = await usedByLimit(player, database, matchId, type);
    const ledger = await ledgerOf(database, player.id);
    // One stake row per bet, the same money on both sides.
    expect(ledger.stakeRows).toBe(ledger.betCount);
    expect(ledger.wagered).toBe(ledger.betStakes);
    // What the limit counts is what the ledger holds: nothing counted twice or left out.
    expect(used).toBe(type === 'wager' ? ledger.wagered : ledger.lost);
    // Within the limit, and used up (each stake is 1.00; the last one asked did not fit).
    expect(used).toBeLessThanOrEqual(LIMIT);
    expect(used).toBeGreaterThan(LIMIT - STAKE);
    await assertMoneyInvariants(database);
  }

  it('kill -9 in the middle of a burst under a wager limit: used equals the ledger', async () => {
    const { database, api } = await deployment.start();
    const player = await limitedPlayer(api, 'wager');
    const matchId = await liveMatch(database);
    const { requests, answers } = await burst(player, matchId);
    // The kill comes once the first bets are in, while others are on their way.
    // Polled often: a burst of fast placements is over within a few hundred milliseconds.
    await waitFor(
      'the first bet of the burst',
      async () => {
        const { betCount } = await ledgerOf(database, player.id);
        return betCount > 0 ? true : undefined;
      },
      { intervalMs: 5 },
    );
    await killApi(api);
    // Some requests of the burst were cut by the kill (no answer at all).
    const cut = (await answers).filter((a) => a.status === 0).length;
    expect(cut).toBeGreaterThan(0);
    await restartApi(api);
    await expectCountedOnce(player, matchId, 'wager', requests);
  }, 150_000);

  it('terminated connections during a burst under a loss limit: used equals the ledger', async () => {
    const { database, api } = await deployment.start();
    const player = await limitedPlayer(api, 'loss');
    const matchId = await liveMatch(database);
    const { requests, answers } = await burst(player, matchId);
    for (let round = 0; round < 3; round++) {
      await sleep(150);
      await terminateBackends(database);
    }
    await answers;
    await expectCountedOnce(player, matchId, 'loss', requests);
  }, 150_000);
});
