// Money of capped bets and of system and bet-builder cash-outs under faults: bets accepted capped
// by a warn action settle once at their caps after kill -9; a cash-out of a system or bet-builder
// bet interrupted by kill -9 or by lost database connections ends cashed out or back to open,
// never in progress, never paid twice.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { killApi, restartApi, stopApi } from './api-process';
import { sleep, terminateBackends, waitFor, type FaultDatabase } from './harness';
import { assertMoneyInvariants, betStatuses, waitUntilSettled } from './invariants';
import { liveMatch, newPlayer, placeSingles, type Player } from './players';
import {
  deploymentPerSuite,
  deploymentPerTest,
  describeOnPostgres,
  finishMatch,
  siteConfigVariant,
} from './suite';

/** The odds limit of the capped-bets deployment: 2.00, accepted with a warning (capped). */
const ODDS_LIMIT = 20_000;
/** Its payout (profit) limit: 5.00 EUR, accepted with a warning (capped). */
const PROFIT_LIMIT = 500;

/** site-config.json with both bet limits switched to accept_with_warning at low values. */
const cappingSiteConfig = (dataDir: string) =>
  siteConfigVariant(dataDir, 'capping', (config) => {
    config.bet_limits.odds_limit = { value: ODDS_LIMIT, action: 'accept_with_warning' };
    config.bet_limits.payout_limit = {
      amount: PROFIT_LIMIT,
      currency_code: 'EUR',
      action: 'accept_with_warning',
    };
  });

interface StoredBet {
  id: string;
  stake: string;
  odds: string;
  potential_win: string;
  payout_cap: string | null;
  win_amount: string | null;
  result: string;
  status: string;
  selection_odds: number;
  settlements: number;
}

describeOnPostgres('bets capped by warn actions survive kill -9 (PostgreSQL)', () => {
  const deployment = deploymentPerTest();

  it('kill -9 during the settlement of capped singles: each settles once at its cap', async () => {
    const { database, api } = await deployment.start({
      SITE_CONFIG_FILE: cappingSiteConfig(deployment.dataDir),
    });
    const matchId = await liveMatch(database);
    const players = await Promise.all([0, 1].map(() => newPlayer(api, 1_000_000)));
    // 1.00 stakes are capped by the odds limit only (profit at most 1.00); 10.00 stakes by the
    // payout limit too (profit at least 5.00 at any price above 1.50).
    const ids = [
      ...(await placeSingles(players[0]!, database, matchId, 45, 100)),
      ...(await placeSingles(players[1]!, database, matchId, 45, 1_000)),
    ];

    const stored = async () =>
      database.query<StoredBet>(
        `select b.id, b.stake, b.odds, b.potential_win, b.payout_cap, b.win_amount, b.result,
           b.status, b.settlements, s.odds as selection_odds
         from bets b join bet_selections s on s.bet_id = b.id where b.id = any($1::bigint[])`,
        [ids],
      );
    const placed = await stored();
    expect(placed).toHaveLength(ids.length);
    let oddsCapped = 0;
    let payoutCapped = 0;
    for (const bet of placed) {
      const stake = Number(bet.stake);
      const odds = Math.min(bet.selection_odds, ODDS_LIMIT);
      const raw = Math.floor((stake * odds) / 10_000);
      const overProfit = raw - stake > PROFIT_LIMIT;
      const win = overProfit ? stake + PROFIT_LIMIT : raw;
      expect(Number(bet.odds)).toBe(odds);
      expect(Number(bet.potential_win)).toBe(win);
      const capped = bet.selection_odds > ODDS_LIMIT || overProfit;
      expect(bet.payout_cap === null ? null : Number(bet.payout_cap)).toBe(capped ? win : null);
      if (bet.selection_odds > ODDS_LIMIT) oddsCapped++;
      if (overProfit) payoutCapped++;
    }
    console.info(`placed: ${oddsCapped} capped by odds, ${payoutCapped} by payout`);
    expect(oddsCapped).toBeGreaterThan(0);
    expect(payoutCapped).toBeGreaterThan(0);

    await finishMatch(players[0]!, matchId);
    await waitFor(
      'settlement to begin',
      async () => (await stored()).some((b) => b.status === 'done'),
      { timeoutMs: 30_000, intervalMs: 5 },
    );
    await killApi(api);
    const atKill = (await stored()).filter((b) => b.status === 'done').length;
    console.info(`kill -9 with ${atKill} of ${ids.length} capped bets settled`);

    const restarted = await restartApi(api);
    const statuses = await waitUntilSettled(database, ids);
    expect([...statuses.values()].every((s) => s === 'done')).toBe(true);
    const wins = await database.query<{ reference: string; n: string; paid: string }>(
      `select reference, count(*) as n, sum(amount) as paid from ledger_entries
       where type = 'win' and reference like 'bet:%' group by reference`,
    );
    const paidByBet = new Map(wins.map((w) => [w.reference.split(':')[1], w]));
    let won = 0;
    for (const bet of await stored()) {
      expect(bet.settlements).toBe(1);
      const paid = paidByBet.get(bet.id);
      if (Number(bet.win_amount ?? 0) > 0) {
        won++;
        // Paid once, never more than stored at placement: a full win pays the capped win.
        expect(Number(bet.win_amount)).toBeLessThanOrEqual(Number(bet.potential_win));
        if (bet.result === 'win_entire') {
          expect(Number(bet.win_amount)).toBe(Number(bet.potential_win));
        }
        expect(paid && [Number(paid.n), Number(paid.paid)]).toEqual([1, Number(bet.win_amount)]);
      } else {
        expect(Number(bet.win_amount ?? 0)).toBe(0);
        expect(paid).toBeUndefined();
      }
    }
    console.info(`${won} capped bets won`);
    await assertMoneyInvariants(database);
    await stopApi(restarted);
  });
});

// ---------------------------------------------------------------------------------------------
// System and bet-builder cash-outs

interface Leg {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

/** One open leg (first active outcome) of each listed market row. */
function legOf(row: {
  match_id: number;
  market_id: number;
  specifier: string;
  outcomes: { id: string; odds: number; active: boolean }[];
}): Leg | undefined {
  const outcome = row.outcomes.find((o) => o.active);
  return outcome
    ? {
        match_id: row.match_id,
        market_id: row.market_id,
        specifier: row.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds / 10_000,
      }
    : undefined;
}

/** The open 1X2 legs of up to `count` football matches in `status` (1 live, 0 prematch). */
async function oneXTwoLegs(database: FaultDatabase, status: number, count: number) {
  const rows = await database.query<Parameters<typeof legOf>[0]>(
    `select k.match_id, k.market_id, k.specifier, k.outcomes from markets k
     join matches m on m.id = k.match_id join tournaments t on t.id = m.tournament_id
     where m.status = $1 and m.type = 'match' and t.sport_id = 1 and k.market_id = 1
       and k.specifier = '' and k.status = 1
     order by m.start_time desc limit $2`,
    [status, count],
  );
  return rows.map(legOf).filter((l): l is Leg => l !== undefined);
}

/** Legs of three different open markets of the live match `matchId` (a bet builder). */
async function builderLegs(database: FaultDatabase, matchId: number) {
  const rows = await database.query<Parameters<typeof legOf>[0]>(
    `select match_id, market_id, specifier, outcomes from markets
     where match_id = $1 and status = 1 order by market_id, specifier limit 3`,
    [matchId],
  );
  // The shortest price of each market, as a bettor building a likely combination would pick.
  return rows
    .map((row) => legOf({ ...row, outcomes: [...row.outcomes].sort((a, b) => a.odds - b.odds) }))
    .filter((l): l is Leg => l !== undefined);
}

/**
 * Places `count` system 2/3 bets (one live leg, the others the freshest matches available) and
 * `count` bet builders on the live match; retries with current prices when they moved.
 */
async function placeSystemsAndBuilders(
  player: Player,
  database: FaultDatabase,
  matchId: number,
  count: number,
): Promise<{ systems: number[]; builders: number[] }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const live = await oneXTwoLegs(database, 1, 3);
    const own = live.find((l) => l.match_id === matchId);
    const others = [
      ...live.filter((l) => l.match_id !== matchId),
      ...(await oneXTwoLegs(database, 0, 2)),
    ].slice(0, 2);
    const legs = await builderLegs(database, matchId);
    if (!own || others.length < 2 || legs.length < 2) {
      await sleep(300);
      continue;
    }
    const priced = await player.post('/api/sb/bets/custom/odds', { selections: legs });
    if (priced.status !== 200 || typeof priced.json?.odds !== 'number') {
      await sleep(300);
      continue;
    }
    const stake = (value: number) => ({ value, currency: 'EUR' });
    const body = {
      meta: { device_id: 'fault-suite' },
      bets: [
        ...Array.from({ length: count }, () => ({
          stake: stake(900),
          selections: [own, ...others],
          system_id: '2/3',
        })),
        ...Array.from({ length: count }, () => ({
          stake: stake(1_000),
          selections: legs,
          custom_odds: priced.json.odds,
        })),
      ],
    };
    const key = `fault-${randomBytes(8).toString('hex')}`;
    const res = await player.post('/api/sb/bets', body, { 'idempotency-key': key });
    if (res.status === 201) {
      const placed = res.json.data as { id: string; type: string }[];
      return {
        systems: placed.filter((b) => b.type === 'system').map((b) => Number(b.id)),
        builders: placed.filter((b) => b.type === 'custom').map((b) => Number(b.id)),
      };
    }
    if (res.status !== 422) {
      throw new Error(`placement answered ${res.status}: ${JSON.stringify(res.json)}`);
    }
    await sleep(300);
  }
  throw new Error('system and bet-builder bets kept being refused');
}

/** The cash-out offers the player is shown for these bets, once every one has one. */
async function offersFor(player: Player, ids: number[]): Promise<Map<number, number>> {
  return waitFor(`cash-out offers for ${ids.length} bets`, async () => {
    const res = await player.get('/api/sb/bets?filter=open');
    const listed = (res.json?.data ?? []) as { id: string; to_cashout: number | null }[];
    const offers = new Map(
      listed
        .filter((b) => ids.includes(Number(b.id)) && (b.to_cashout ?? 0) > 0)
        .map((b) => [Number(b.id), b.to_cashout!]),
    );
    return offers.size === ids.length ? offers : undefined;
  });
}

/**
 * Every listed cash-out ended: cashed out with exactly one cash-out row paying the accepted
 * value, or back to open with none. Returns how many were cashed out.
 */
async function assertCashoutsEnded(
  database: FaultDatabase,
  accepted: Map<number, number>,
): Promise<number> {
  const ids = [...accepted.keys()];
  const statuses = await waitFor(
    'no cash-out in progress',
    async () => {
      const found = await betStatuses(database, ids);
      return [...found.values()].includes('cashout_in_progress') ? undefined : found;
    },
    { timeoutMs: 60_000, intervalMs: 250 },
  );
  const rows = await database.query<{ reference: string; amount: string }>(
    `select reference, amount from ledger_entries where type = 'cashout'
       and reference = any($1::text[])`,
    [ids.map((id) => `bet:${id}:cashout`)],
  );
  const bets = await database.query<{ id: string; win_amount: string | null }>(
    'select id, win_amount from bets where id = any($1::bigint[])',
    [ids],
  );
  let cashedOut = 0;
  for (const id of ids) {
    const status = statuses.get(id);
    const paid = rows
      .filter((r) => r.reference === `bet:${id}:cashout`)
      .map((r) => Number(r.amount));
    if (status === 'cashed_out') {
      cashedOut++;
      expect(paid).toEqual([accepted.get(id)]);
      expect(Number(bets.find((b) => Number(b.id) === id)?.win_amount)).toBe(accepted.get(id));
    } else {
      // Back to open; once its legs are resulted, settled like any bet.
      expect(['submitted', 'waiting_results', 'done']).toContain(status);
      expect(paid).toEqual([]);
    }
  }
  return cashedOut;
}

describeOnPostgres('system and bet-builder cash-outs under faults (PostgreSQL)', () => {
  const DELAY_MS = 2_000;
  const COUNT = 4;
  const suite = deploymentPerSuite({ LIVE_BET_DELAY_MS: String(DELAY_MS) });

  /** New bets, their offers and the cash-out requests (accepting 90% of each offer), sent. */
  async function cashOutNewBets(exclude: number[]) {
    const matchId = await liveMatch(suite.database, exclude);
    const { systems, builders } = await placeSystemsAndBuilders(
      suite.player,
      suite.database,
      matchId,
      COUNT,
    );
    expect(systems).toHaveLength(COUNT);
    expect(builders).toHaveLength(COUNT);
    const offers = await offersFor(suite.player, [...systems, ...builders]);
    const accepted = new Map([...offers].map(([id, offer]) => [id, Math.floor(offer * 0.9)]));
    const requests = Promise.all(
      [...accepted].map(([id, value]) =>
        suite.player
          .post('/api/sb/bets/cashout', { bet_id: String(id), to_cashout: value })
          .catch(() => null),
      ),
    );
    return { matchId, accepted, requests };
  }

  it('kill -9 during the delay of system and bet-builder cash-outs: each ends once', async () => {
    const { matchId, accepted, requests } = await cashOutNewBets([]);
    const ids = [...accepted.keys()];
    await waitFor(
      'the cash-outs to enter their delay',
      async () =>
        [...(await betStatuses(suite.database, ids)).values()].includes('cashout_in_progress'),
      { intervalMs: 20, timeoutMs: 10_000 },
    );
    // The requests went together: the others are in their delay a moment later.
    await sleep(300);
    await killApi(suite.api);
    await requests;
    const inProgress = [...(await betStatuses(suite.database, ids)).values()].filter(
      (s) => s === 'cashout_in_progress',
    ).length;
    console.info(`kill -9 with ${inProgress} of ${ids.length} cash-outs in progress`);
    expect(inProgress).toBeGreaterThan(0);

    suite.api = await restartApi(suite.api);
    const cashedOut = await assertCashoutsEnded(suite.database, accepted);
    console.info(`after the restart: ${cashedOut} of ${ids.length} cashed out, the rest open`);
    await assertMoneyInvariants(suite.database);
    // The match ends: the bets back to open settle with it or stay open on their other legs.
    await finishMatch(suite.player, matchId);
    await sleep(1_000);
    await assertMoneyInvariants(suite.database);
    expect(await assertCashoutsEnded(suite.database, accepted)).toBe(cashedOut);
  });

  it('every backend terminated around the end of the delay: each cash-out ends once', async () => {
    const { accepted, requests } = await cashOutNewBets([]);
    const ids = [...accepted.keys()];
    await waitFor(
      'the cash-outs to enter their delay',
      async () =>
        [...(await betStatuses(suite.database, ids)).values()].some(
          (s) => s === 'cashout_in_progress',
        ),
      { intervalMs: 20, timeoutMs: 10_000 },
    );
    // Cut every connection while the delay runs out and the cash-outs are resolved.
    await sleep(DELAY_MS - 200);
    const ended: number[] = [];
    for (let round = 0; round < 4; round++) {
      ended.push(await terminateBackends(suite.database));
      await sleep(100);
    }
    const answers = await requests;
    console.info(
      `backends ended: ${ended.join(', ')}; answers: ${answers.map((a) => a?.status ?? 'lost').join(', ')}`,
    );
    expect(ended[0]).toBeGreaterThan(0);
    const cashedOut = await assertCashoutsEnded(suite.database, accepted);
    console.info(`${cashedOut} of ${ids.length} cashed out, the rest open`);
    // A cash-out answered as done is one the ledger paid.
    for (const [i, id] of ids.entries()) {
      if (answers[i]?.status === 200) {
        expect((await betStatuses(suite.database, [id])).get(id)).toBe('cashed_out');
      }
    }
    await assertMoneyInvariants(suite.database);
    expect(suite.api.pid).toBeGreaterThan(0);
    await stopApi(suite.api);
  });
});
