// The part of a placement that feeds the jackpots. Before the write, each qualifying bet's
// contribution and draw are decided (the draw hashes the bet's reference, known before it is
// stored); the placement's own statement writes them with the bets, without locking anything, so
// placements never wait for one another here. A level's pool is the sum of its ledger. Only a
// draw that hits (rare) makes the placement a transaction that then locks that one level, takes
// its pool as it stands after the lock into a pending hit (paid to the wallet after the commit)
// and starts the level again from its seed.
import {
  qualifiesForJackpot,
  splitContribution,
  type JackpotLevelRule,
  type JackpotState,
} from '@sportsbook/domain';
import type { RawQuery } from '../db/client';
import { decide, newSeed } from './draw';

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

/** One bet of a placement before it is written: its index in the request, reference and debit. */
export interface StakeToPlace {
  ord: number;
  ref: string;
  debit: number;
}

/** A bet's contribution to one level, keyed by the bet's index in the request. */
export interface PlannedEntry {
  level_id: number;
  ord: number;
  amount: number;
}

/** A bet's stored draw for one jackpot, keyed by the bet's index in the request. */
export interface PlannedDraw {
  ord: number;
  jackpot_id: number;
  seed: string;
  draw: number;
  level_code: string | null;
}

/** What a placement writes to the jackpots, decided before its bets are stored. */
export interface JackpotPlan {
  entries: PlannedEntry[];
  draws: PlannedDraw[];
  /** The levels the draws hit, with the bet's index; written after the bets, under a lock. */
  hits: { jackpotId: number; levelId: number; ord: number }[];
}

/**
 * Decides the contributions and draws of the bets about to be placed in `currency` (the levels of
 * its active jackpots in `terms`, in level order).
 */
export function planJackpots(
  terms: readonly JackpotLevelTerms[],
  currency: string,
  bets: readonly StakeToPlace[],
): JackpotPlan {
  const plan: JackpotPlan = { entries: [], draws: [], hits: [] };
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
        plan.entries.push({ level_id: level.id, ord: bet.ord, amount: part.amount });
      }
      const seed = newSeed();
      const { draw, levelCode } = decide(seed, jackpotId, bet.ref, levels);
      plan.draws.push({ ord: bet.ord, jackpot_id: jackpotId, seed, draw, level_code: levelCode });
      const level = levels.find((l) => l.code === levelCode);
      if (level) plan.hits.push({ jackpotId, levelId: level.id, ord: bet.ord });
    }
  }
  return plan;
}

/**
 * Writes the hits a placement's draws made, inside its transaction (`query`), after its bets
 * (`betIds` by request index); answers the ids of the hits made, to be paid once it commits.
 */
export async function writeJackpotHits(
  query: RawQuery,
  playerId: string,
  currency: string,
  hits: JackpotPlan['hits'],
  betIds: ReadonlyMap<number, number>,
): Promise<number[]> {
  // Levels locked in one order, so two placements hitting the same levels cannot deadlock.
  const ordered = [...hits].sort((a, b) => a.levelId - b.levelId || a.ord - b.ord);
  const made: number[] = [];
  for (const hit of ordered) {
    const betId = betIds.get(hit.ord);
    if (betId === undefined) continue;
    const id = await hitLevel(query, { ...hit, playerId, betId, currency });
    if (id !== null) made.push(id);
  }
  return made;
}
