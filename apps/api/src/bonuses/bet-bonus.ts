// A bonus on a bet: whether the bet may use it (the domain's rules over the player's own bonus,
// never the client's word), what it does to stake and odds, and its use under a row lock.
import {
  bonusFamilyOf,
  boostedOdds,
  checkComboboost,
  comboPotentialWin,
  computedBonusState,
  freebetFitsBet,
  minorUnits,
  oddsFromDecimal,
  stakeFromBonus,
  type BonusSelection,
  type BonusState,
  type BonusType,
  type ComboboostTerms,
  type FreebetTerms,
  type MinorUnits,
  type OddsInt,
} from '@sportsbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CatalogueStore } from '../catalogue/store';
import type { ResolvedSelection } from '../betting/catalogue-check';
import type { RawQuery } from '../db/client';
import type { Database } from '../platform/db';
import type { BonusRow, StoredTerms } from './bonus-dto';
import { playerBonuses } from './schema';

/** What a bet stores of its bonus (the spec's bet bonus {id, type, odds}). */
export interface BetBonusRecord {
  id: string;
  type: BonusType;
  /** A comboboost's bonus odds, decimal; null for a freebet. */
  odds: number | null;
}

export type BetBonusRefusal = 'BONUS_NOT_AVAILABLE' | 'BONUS_NOT_APPLICABLE';

/** The bet as the bonus leaves it. */
export interface BonusedBet {
  stake: MinorUnits;
  /** What the wallet pays: the stake, or 0 when a freebet stands in for it. */
  debit: MinorUnits;
  odds: OddsInt;
  potentialWin: MinorUnits;
  record: BetBonusRecord;
}

/** Whether a bonus can go on a bet now: active, not expired, uses left, not on another bet. */
function usableNow(
  row: Pick<BonusRow, 'status' | 'validTo' | 'usedInBet' | 'timesUsed' | 'terms'>,
  now: Date,
): boolean {
  const state = computedBonusState(
    row.status as BonusState,
    row.validTo ? row.validTo.toISOString() : null,
    now,
  );
  if (state !== 'active' || row.usedInBet !== null) return false;
  const { terms } = row.terms as StoredTerms;
  return terms.type !== 'comboboost' || row.timesUsed < terms.usesCount;
}

/** The facts of a selection that bonus conditions name: sport key, category, tournament, event. */
export function bonusSelections(
  store: CatalogueStore,
  selections: readonly ResolvedSelection[],
): BonusSelection[] {
  return selections.map((s) => ({
    sportId: s.sportKey,
    categoryId: String(store.tournaments.get(s.match.tournamentId)?.categoryId ?? ''),
    tournamentId: String(s.match.tournamentId),
    eventId: String(s.match.id),
    odds: s.odds,
    live: s.live,
  }));
}

/**
 * Applies the player's bonus to a checked single or combo. A freebet's stake must be its amount
 * (a no-risk bet's at most its amount) in its currency, and the bet must fit its rules; a
 * comboboost needs a combo it fits, at the bonus odds the client sent.
 */
export function applyBonus(
  row: BonusRow,
  bet: {
    type: string;
    stake: MinorUnits;
    currency: string;
    odds: OddsInt;
    selections: readonly BonusSelection[];
    sentBonusOdds: number | undefined;
  },
): BonusedBet | BetBonusRefusal {
  const { terms } = row.terms as StoredTerms;
  const type = row.type as BonusType;
  const record = (odds: number | null): BetBonusRecord => ({ id: String(row.id), type, odds });
  if (bet.type !== 'single' && bet.type !== 'combo') return 'BONUS_NOT_APPLICABLE';
  if (bonusFamilyOf(type) === 'freebet') {
    const freebet = terms as FreebetTerms;
    if (bet.currency !== freebet.currency) return 'BONUS_NOT_APPLICABLE';
    const exact = stakeFromBonus(freebet.type);
    if (exact ? bet.stake !== freebet.amount : bet.stake > freebet.amount) {
      return 'BONUS_NOT_APPLICABLE';
    }
    if (!freebetFitsBet(freebet, bet.selections).ok) return 'BONUS_NOT_APPLICABLE';
    const gross = comboPotentialWin(bet.stake, [bet.odds]);
    const potentialWin =
      freebet.type === 'freebet' || freebet.type === 'freebet_only_win'
        ? minorUnits(Math.max(0, gross - bet.stake))
        : gross;
    return {
      stake: bet.stake,
      debit: exact ? minorUnits(0) : bet.stake,
      odds: bet.odds,
      potentialWin,
      record: record(null),
    };
  }
  if (type === 'comboboost') {
    if (bet.type !== 'combo' || bet.sentBonusOdds === undefined) return 'BONUS_NOT_APPLICABLE';
    const sent = oddsFromDecimal(bet.sentBonusOdds);
    const combo = terms as ComboboostTerms;
    if (!checkComboboost(combo, bet.selections, sent).ok) return 'BONUS_NOT_APPLICABLE';
    const odds = boostedOdds(bet.odds, sent);
    return {
      stake: bet.stake,
      debit: bet.stake,
      odds,
      potentialWin: comboPotentialWin(bet.stake, [odds]),
      record: record(bet.sentBonusOdds),
    };
  }
  return 'BONUS_NOT_APPLICABLE';
}

const LOCK_BONUSES = `
select id, status, valid_to, used_in_bet, times_used, terms
from player_bonuses where player_id = $1::uuid and id = any($2::bigint[])
order by id for update`;

interface LockedRow {
  id: string | number;
  status: string;
  valid_to: Date | string | null;
  used_in_bet: string | number | null;
  times_used: number;
  terms: unknown;
}

/**
 * Inside the placement's transaction: locks the bonuses the bets use and answers the ids of
 * those no longer usable (used meanwhile, expired, deactivated), so a bonus sent twice at once
 * goes on one bet only.
 */
export async function lockBonuses(
  query: RawQuery,
  playerId: string,
  ids: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const rows = await query<LockedRow>('lock_bonuses', LOCK_BONUSES, [playerId, [...ids]]);
  const usable = new Set(
    rows
      .filter((r) =>
        usableNow(
          {
            status: r.status,
            validTo: r.valid_to === null ? null : new Date(r.valid_to),
            usedInBet: r.used_in_bet === null ? null : Number(r.used_in_bet),
            timesUsed: r.times_used,
            terms: r.terms,
          },
          now,
        ),
      )
      .map((r) => String(r.id)),
  );
  return new Set(ids.filter((id) => !usable.has(id)));
}

const USE_BONUS = `
update player_bonuses set
  times_used = times_used + 1,
  used_in_bet = case when type = 'comboboost' then used_in_bet else $2::bigint end,
  status = case
    when type <> 'comboboost' or times_used + 1 >= (terms->'terms'->>'usesCount')::int
      then 'bonus_over' else status end,
  ended_at = case
    when type <> 'comboboost' or times_used + 1 >= (terms->'terms'->>'usesCount')::int
      then now() else ended_at end
where id = $1::bigint`;

/** Records a bonus's use by a bet: a freebet is spent; a comboboost counts one use. */
export async function useBonus(query: RawQuery, bonusId: string, betId: number): Promise<void> {
  await query('use_bonus', USE_BONUS, [bonusId, betId]);
}

/** The player's bonuses among `ids` that can go on a bet now (read for the checks, unlocked). */
export async function usableBonuses(
  db: Database,
  playerId: string,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, BonusRow>> {
  const wanted = ids.filter((id) => /^\d{1,18}$/.test(id)).map(Number);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.id, wanted)));
  return new Map(rows.filter((r) => usableNow(r, now)).map((r) => [String(r.id), r]));
}
