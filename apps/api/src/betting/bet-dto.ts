// The server Bet form (spec section 3) from stored rows.
import type { ServerBetBody } from '@sportsbook/contracts';
import { oddsToDecimal, type OddsInt } from '@sportsbook/domain';
import type { betSelections, bets } from './schema';

export type BetRow = typeof bets.$inferSelect;
export type SelectionRow = typeof betSelections.$inferSelect;

/** Bets still running: the open filter of the history. */
export const OPEN_STATUSES = ['submitted', 'waiting_results', 'cashout_in_progress'];
/** Open bets that settlement and cash out still act on (a cash out in progress is neither). */
export const ACTIVE_STATUSES = ['submitted', 'waiting_results'];

/**
 * A bet as the API answers it; a selection's match is named in `locale` as the catalogue named
 * it at placement (else by its default name).
 */
export function toServerBet(
  bet: BetRow,
  selections: readonly SelectionRow[],
  toCashout: number | null,
  locale?: string,
): ServerBetBody {
  const system =
    bet.systemWinCount !== null && bet.systemTotalCount !== null
      ? {
          id: `${bet.systemWinCount}/${bet.systemTotalCount}`,
          win_count: bet.systemWinCount,
          total_count: bet.systemTotalCount,
        }
      : null;
  const bonus = bet.bonus as { id: string; type: string; odds?: number | null } | null;
  return {
    id: String(bet.id),
    type: bet.type as ServerBetBody['type'],
    ref: bet.ref,
    status: bet.status as ServerBetBody['status'],
    stake: { value: bet.stake, currency: bet.currency, subunits: bet.subunits },
    win_amount: bet.winAmount,
    odds: oddsToDecimal(bet.odds as OddsInt),
    selections: [...selections]
      .sort((a, b) => a.position - b.position)
      .map((s) => ({
        id: String(s.id),
        status: s.status,
        match: {
          id: s.matchId,
          name:
            (locale === undefined
              ? undefined
              : (s.matchNames as Record<string, string> | null)?.[locale]) ?? s.matchName,
          sport_key: s.sportKey,
          start_time: s.startTime.toISOString(),
        },
        market: { id: s.marketId, name: s.marketName },
        outcome: { id: s.outcomeId, name: s.outcomeName },
        odds: oddsToDecimal(s.odds as OddsInt),
        specifier: s.specifier,
      })),
    created_at: bet.createdAt.toISOString(),
    result: bet.result as ServerBetBody['result'],
    to_cashout: toCashout,
    bonus: bonus ? { id: bonus.id, type: bonus.type, odds: bonus.odds ?? null } : null,
    system,
    used_in_jackpot: bet.usedInJackpot,
    is_vip: bet.isVip,
    potential_win_amount: bet.potentialWin,
  };
}
