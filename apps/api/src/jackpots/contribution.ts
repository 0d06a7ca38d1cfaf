// The part of a placement that feeds the jackpots, run inside the placement's transaction: each
// qualifying bet's contribution is written to the jackpot ledger and added to the level pools,
// its draw is stored, and a hit takes the level's pool into a pending hit (paid to the wallet
// after the commit) and starts the level again from its seed. The levels of the jackpots in the
// bets' currency are locked for the transaction, so concurrent placements add up one by one.
import {
  qualifiesForJackpot,
  splitContribution,
  type JackpotLevelRule,
  type JackpotState,
} from '@sportsbook/domain';
import type { RawQuery } from '../db/client';
import { decide, newSeed } from './draw';

/** One placed bet as the jackpots see it: what the wallet paid of its stake. */
export interface PlacedStake {
  betId: number;
  debit: number;
}

interface LockedLevel {
  id: string | number;
  jackpot_id: string | number;
  code: string;
  active: boolean;
  share_bp: number;
  hit_one_in: number;
  seed_amount: string | number;
  pool_amount: string | number;
  contribution_bp: number;
  min_stake: string | number;
  state: JackpotState;
}

interface Level extends JackpotLevelRule {
  id: number;
  seed: number;
  pool: number;
}

const LOCK_LEVELS = `
select l.id, l.jackpot_id, l.code, l.active, l.share_bp, l.hit_one_in, l.seed_amount,
  l.pool_amount, j.contribution_bp, j.min_stake, j.state
from jackpot_levels l join jackpots j on j.id = l.jackpot_id
where j.state = 'active' and j.currency = $1::text
order by l.id
for update of l`;

const WRITE_CONTRIBUTIONS = `
with entries as (
  insert into jackpot_entries (level_id, type, amount, reference)
  select e.level_id, 'contribution', e.amount, 'bet:' || e.bet_id
  from jsonb_to_recordset($1::jsonb) as e(level_id bigint, bet_id bigint, amount bigint)
), draws as (
  insert into jackpot_draws (bet_id, jackpot_id, seed, draw, level_code)
  select d.bet_id, d.jackpot_id, d.seed, d.draw, d.level_code
  from jsonb_to_recordset($2::jsonb) as d(bet_id bigint, jackpot_id bigint, seed text, draw bigint,
    level_code text)
)
update jackpot_levels l set pool_amount = p.pool
from jsonb_to_recordset($3::jsonb) as p(id bigint, pool bigint)
where l.id = p.id`;

const WRITE_HITS = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as h(jackpot_id bigint, level_id bigint,
    bet_id bigint, amount bigint, seed bigint)
), hits as (
  insert into jackpot_hits (jackpot_id, level_id, player_id, bet_id, amount, currency)
  select i.jackpot_id, i.level_id, $2::uuid, i.bet_id, i.amount, $3::text from input i
  returning id, level_id, bet_id, amount
), taken as (
  insert into jackpot_entries (level_id, type, amount, reference)
  select h.level_id, 'hit', -h.amount, 'hit:' || h.id from hits h
  union all
  select h.level_id, 'seed', i.seed, 'hit:' || h.id
  from hits h join input i on i.level_id = h.level_id and i.bet_id = h.bet_id
  where i.seed > 0
)
select id from hits`;

/**
 * Feeds the jackpots of `currency` from the placed bets; answers the ids of the hits made, to be
 * paid once the placement commits. Runs in the placement's transaction (`query`).
 */
export async function contributeToJackpots(
  query: RawQuery,
  playerId: string,
  currency: string,
  bets: readonly PlacedStake[],
): Promise<number[]> {
  const locked = await query<LockedLevel>('jackpot_levels_lock', LOCK_LEVELS, [currency]);
  if (locked.length === 0) return [];
  const byJackpot = new Map<number, { rule: LockedLevel; levels: Level[] }>();
  for (const row of locked) {
    const jackpotId = Number(row.jackpot_id);
    const entry = byJackpot.get(jackpotId) ?? { rule: row, levels: [] };
    entry.levels.push({
      id: Number(row.id),
      code: row.code,
      active: row.active,
      shareBp: row.share_bp,
      hitOneIn: row.hit_one_in,
      seed: Number(row.seed_amount),
      pool: Number(row.pool_amount),
    });
    byJackpot.set(jackpotId, entry);
  }

  const entries: { level_id: number; bet_id: number; amount: number }[] = [];
  const draws: unknown[] = [];
  const hits: {
    jackpot_id: number;
    level_id: number;
    bet_id: number;
    amount: number;
    seed: number;
  }[] = [];
  for (const [jackpotId, { rule, levels }] of byJackpot) {
    const jackpot = {
      state: rule.state,
      currency,
      contributionBp: rule.contribution_bp,
      minStake: Number(rule.min_stake),
      levels,
    };
    for (const bet of bets) {
      if (!qualifiesForJackpot(jackpot, { currency, debit: bet.debit })) continue;
      for (const part of splitContribution(jackpot, bet.debit)) {
        const level = levels.find((l) => l.code === part.code)!;
        level.pool += part.amount;
        entries.push({ level_id: level.id, bet_id: bet.betId, amount: part.amount });
      }
      const seed = newSeed();
      const { draw, levelCode } = decide(seed, jackpotId, bet.betId, levels);
      draws.push({ bet_id: bet.betId, jackpot_id: jackpotId, seed, draw, level_code: levelCode });
      const hit = levels.find((l) => l.code === levelCode);
      if (hit && hit.pool > 0) {
        hits.push({
          jackpot_id: jackpotId,
          level_id: hit.id,
          bet_id: bet.betId,
          amount: hit.pool,
          seed: hit.seed,
        });
        hit.pool = hit.seed;
      }
    }
  }
  if (draws.length === 0) return [];
  const pools = [...byJackpot.values()].flatMap(({ levels }) =>
    levels.map((level) => ({ id: level.id, pool: level.pool })),
  );
  await query('jackpot_contributions', WRITE_CONTRIBUTIONS, [
    JSON.stringify(entries),
    JSON.stringify(draws),
    JSON.stringify(pools),
  ]);
  if (hits.length === 0) return [];
  const made = await query<{ id: string | number }>('jackpot_hits_write', WRITE_HITS, [
    JSON.stringify(hits),
    playerId,
    currency,
  ]);
  return made.map((row) => Number(row.id));
}
