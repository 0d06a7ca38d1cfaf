// The hunting and tournament fields of a bonus as the API answers it: what its terms say, and
// the farming stats read from what the player's bets farmed.
import type { Bonus } from '@sportsbook/contracts';
import {
  availablePoints,
  oddsToDecimal,
  tournamentPrizes,
  minorUnits,
  type HuntingTerms,
  type TournamentTerms,
} from '@sportsbook/domain';

/** The fields the terms and the stored points give (the stats come from `withFarmingStats`). */
export function huntingBonusFieldsOf(
  terms: HuntingTerms | TournamentTerms,
  points: number,
): Partial<Bonus> {
  if (terms.type === 'hunting') {
    return {
      min_odds: terms.minOdds === null ? null : oddsToDecimal(terms.minOdds),
      currency: terms.currency,
      target_points: terms.targetPoints,
      stake_per_point: terms.stakePerPoint,
      farm_once_per_event: terms.farmOncePerEvent,
      farming_freebet_type: terms.farmingFreebetType,
      freebets_to_boost: null,
      show_in_promotion: true,
      points,
      available_points: availablePoints(terms, points),
      potential_points: 0,
      potential_freebet_amount: terms.freebetAmount,
      avg_stake: 0,
      bets_count: 0,
      farmed_event_ids: [],
      used_in_bets: [],
    };
  }
  return {
    min_odds: terms.minOdds === null ? null : oddsToDecimal(terms.minOdds),
    currency: terms.currency,
    show_in_promotion: true,
    starts_at: terms.startsAt,
    ends_at: terms.endsAt,
    initial_pool: terms.initialPool,
    pool_amount: terms.initialPool,
    contribution_bp: terms.contributionBp,
    prizes: prizesOf(terms, terms.initialPool),
    farmed_amount: 0,
    position: null,
    finished: false,
  };
}

/** The prizes of a pool by position. */
export const prizesOf = (terms: TournamentTerms, pool: number) =>
  tournamentPrizes(terms, minorUnits(pool), terms.prizesBp.length).map((amount, i) => ({
    position: i + 1,
    share_bp: terms.prizesBp[i] ?? 0,
    amount,
  }));
