// Jackpot rows as the API answers them (section 3 fields), names in the asked locale.
import { createHash } from 'node:crypto';
import type { Jackpot, JackpotHit } from '@sportsbook/contracts';
import type { JackpotState } from '@sportsbook/domain';
import { inLocale } from '../bonuses/bonus-dto';
import { currency as currencyOf } from '../site/currencies';
import type { jackpotHits, jackpotLevels, jackpots } from './schema';

export type JackpotRow = typeof jackpots.$inferSelect;
export type LevelRow = typeof jackpotLevels.$inferSelect;
export type HitRow = typeof jackpotHits.$inferSelect;
/** A level with its pool: the sum of its jackpot ledger. */
export type ShownLevel = LevelRow & { poolAmount: number };

/** Totals of a jackpot's ledger: contributions so far and hits paid so far (positive). */
export interface JackpotTotals {
  contributed: number;
  hit: number;
}

export function toJackpot(
  row: JackpotRow,
  levels: ShownLevel[],
  totals: JackpotTotals,
  locale: string | undefined,
): Jackpot {
  const own = levels.filter((level) => level.jackpotId === row.id);
  return {
    id: String(row.id),
    name: inLocale(row.name, locale),
    state: row.state as JackpotState,
    amount: own.filter((l) => l.active).reduce((sum, l) => sum + l.poolAmount, 0),
    pool_amount: totals.contributed,
    hits_amount: totals.hit,
    currency: row.currency,
    currency_subunits: currencyOf(row.currency).subunits,
    contribution_percent: row.contributionBp / 100,
    min_stake: row.minStake,
    levels: own
      .sort((a, b) => a.position - b.position)
      .map((level) => ({
        code: level.code,
        name: inLocale(level.name, locale),
        pool_amount: level.poolAmount,
        state: level.active ? ('active' as const) : ('inactive' as const),
      })),
  };
}

/** A winner as others see them: a hash of the player id that cannot be turned back into it. */
const userHash = (playerId: string) =>
  createHash('sha256').update(`jackpot-winner:${playerId}`).digest('hex').slice(0, 16);

export function toJackpotHit(
  hit: HitRow,
  jackpot: JackpotRow,
  level: LevelRow,
  amountEur: number,
  viewer: string | null,
  locale: string | undefined,
): JackpotHit {
  return {
    id: String(hit.id),
    jackpot_id: String(hit.jackpotId),
    jackpot_name: inLocale(jackpot.name, locale),
    jackpot_level_code: level.code,
    jackpot_level_name: inLocale(level.name, locale),
    amount: hit.amount,
    amount_eur: amountEur,
    currency: hit.currency,
    status: hit.status as JackpotHit['status'],
    user_hash: userHash(hit.playerId),
    seen: viewer === hit.playerId ? hit.seen : false,
    created_at: hit.createdAt.toISOString(),
  };
}
