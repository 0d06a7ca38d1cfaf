// The part of a placement that feeds the jackpots, run inside the placement's transaction: each
// qualifying bet's contribution is written to the jackpot ledger and its draw is stored, without
// locking anything, so placements never wait for one another here. A level's pool is the sum of
// its ledger. Only a draw that hits (rare) locks that one level, takes its pool as it stands
// after the lock into a pending hit (paid to the wallet after the commit) and starts the level
// again from its seed.
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

/** A level of an active jackpot with its jackpot's rules, as placements read them. */
export interface JackpotLevelTerms {
  id: number;
  jackpotId: number;
  code: string;
  active: boolean;
  shareBp: number;
  hitOneIn: number;
  contributionBp: number;
  minStake: number;
  state: JackpotState;
}

interface Level extends JackpotLevelRule {
  id: number;
}

/** A level a bet's draw hit. */
export interface LevelHit {
  jackpotId: number;
  levelId: number;
  playerId: string;
  /** null for a hit forced in development. */
  betId: number | null;
  currency: string;
}

const WRITE_CONTRIBUTIONS = `
with entries as (
  insert into jackpot_entries (level_id, type, amount, reference)
  select e.level_id, 'contribution', e.amount, 'bet:' || e.bet_id
  from jsonb_to_recordset($1::jsonb) as e(level_id bigint, bet_id bigint, amount bigint)
)
insert into jackpot_draws (bet_id, jackpot_id, seed, draw, level_code)
select d.bet_id, d.jackpot_id, d.seed, d.draw, d.level_code
from jsonb_to_recordset($2::jsonb) as d(bet_id bigint, jackpot_id bigint, seed text, draw bigint,
  level_code text)`;

// No key update: placements writing entries of the level (which key-share it) go on; two hits
// of the level wait for one another.
const LOCK_LEVEL = `select seed_amount from jackpot_levels where id = $1 for no key update`;

// A statement of its own after the lock, so it sees every hit and contribution committed before.
const WRITE_HIT = `
with pool as (
  select coalesce(sum(amount), 0)::bigint as amount from jackpot_entries where level_id = $1
), hit as (
  insert into jackpot_hits (jackpot_id, level_id, player_id, bet_id, amount, currency)
  select $2, $1, $3::uuid, $4::bigint, p.amount, $5::text from pool p where p.amount > 0
  returning id, amount
), taken as (
  insert into jackpot_entries (level_id, type, amount, reference)
  select $1, 'hit', -h.amount, 'hit:' || h.id from hit h
  union all
  select $1, 'seed', $6::bigint, 'hit:' || h.id from hit h where $6::bigint > 0
)
select id from hit`;

/**
 * Takes a level's whole pool into a pending hit and restarts the level from its seed; answers
 * the hit's id, or null when the pool is empty. Runs in the caller's transaction (`query`).
 */
export async function hitLevel(query: RawQuery, hit: LevelHit): Promise<number | null> {
  const [level] = await query<{ seed_amount: string | number }>('jackpot_level_lock', LOCK_LEVEL, [
    hit.levelId,
  ]);
  if (!level) return null;
  const [made] = await query<{ id: string | number }>('jackpot_hit_write', WRITE_HIT, [
    hit.levelId,
    hit.jackpotId,
    hit.playerId,
    hit.betId,
    hit.currency,
    Number(level.seed_amount),
  ]);
  return made ? Number(made.id) : null;
}

/**
 * Feeds the jackpots of `currency` (their levels in `terms`, in level order) from the placed
 * bets; answers the ids of the hits made, to be paid once the placement commits. Runs in the
 * placement's transaction (`query`).
 */
export async function contributeToJackpots(
  query: RawQuery,
  terms: readonly JackpotLevelTerms[],
  playerId: string,
  currency: string,
  bets: readonly PlacedStake[],
): Promise<number[]> {
  if (terms.length === 0) return [];
  const byJackpot = new Map<number, { rule: JackpotLevelTerms; levels: Level[] }>();
  for (const row of terms) {
    const entry = byJackpot.get(row.jackpotId) ?? { rule: row, levels: [] };
    entry.levels.push({
      id: row.id,
      code: row.code,
      active: row.active,
      shareBp: row.shareBp,
      hitOneIn: row.hitOneIn,
    });
    byJackpot.set(row.jackpotId, entry);
  }

  const entries: { level_id: number; bet_id: number; amount: number }[] = [];
  const draws: unknown[] = [];
  const hits: LevelHit[] = [];
  for (const [jackpotId, { rule, levels }] of byJackpot) {
    const jackpot = {
      state: rule.state,
      currency,
      contributionBp: rule.contributionBp,
      minStake: rule.minStake,
      levels,
    };
    for (const bet of bets) {
      if (!qualifiesForJackpot(jackpot, { currency, debit: bet.debit })) continue;
      for (const part of splitContribution(jackpot, bet.debit)) {
        const level = levels.find((l) => l.code === part.code)!;
        entries.push({ level_id: level.id, bet_id: bet.betId, amount: part.amount });
      }
      const seed = newSeed();
      const { draw, levelCode } = decide(seed, jackpotId, bet.betId, levels);
      draws.push({ bet_id: bet.betId, jackpot_id: jackpotId, seed, draw, level_code: levelCode });
      const level = levels.find((l) => l.code === levelCode);
      if (level) hits.push({ jackpotId, levelId: level.id, playerId, betId: bet.betId, currency });
    }
  }
  if (draws.length === 0) return [];
  await query('jackpot_contributions', WRITE_CONTRIBUTIONS, [
    JSON.stringify(entries),
    JSON.stringify(draws),
  ]);
  // Levels locked in one order, so two placements hitting the same levels cannot deadlock.
  hits.sort((a, b) => a.levelId - b.levelId || a.betId! - b.betId!);
  const made: number[] = [];
  for (const hit of hits) {
    const id = await hitLevel(query, hit);
    if (id !== null) made.push(id);
  }
  return made;
}
