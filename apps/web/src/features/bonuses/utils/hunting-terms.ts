// An active hunting of the list call as the slip reads it: the points a bet would farm and the
// freebet at the target, by the domain's rule, before the bet is placed.
import type { Bonus } from '@sportsbook/contracts';
import {
  huntingPotential,
  minorUnits,
  oddsFromDecimal,
  type BonusSelection,
  type HuntingPotential,
  type HuntingTerms,
  type OddsInt,
} from '@sportsbook/domain';

function huntingTermsOf(bonus: Bonus): HuntingTerms | null {
  if (bonus.type !== 'hunting' || !bonus.currency || !bonus.target_points) return null;
  if (!bonus.stake_per_point) return null;
  return {
    type: 'hunting',
    countryCodes: bonus.country_codes,
    onlyVerified: bonus.only_verified,
    eventConditions: bonus.event_conditions.map((c) => ({ kind: c.type, id: c.id })),
    validTo: bonus.valid_to,
    currency: bonus.currency,
    targetPoints: bonus.target_points,
    stakePerPoint: minorUnits(bonus.stake_per_point),
    minOdds: bonus.min_odds == null ? null : oddsFromDecimal(bonus.min_odds),
    farmOncePerEvent: bonus.farm_once_per_event ?? true,
    farmingFreebetType: bonus.farming_freebet_type ?? 'freebet',
    freebetAmount: minorUnits(bonus.potential_freebet_amount ?? 0),
  };
}

/** What an active hunting makes of a bet: its potential points, or null when none applies. */
export function slipHuntingPreview(
  list: readonly Bonus[],
  bet: {
    stake: number;
    currency: string;
    odds: OddsInt | undefined;
    withBonus: boolean;
    selections: readonly BonusSelection[];
  },
): (HuntingPotential & { bonus: Bonus; points: number; target: number }) | null {
  if (bet.odds === undefined || bet.stake <= 0) return null;
  for (const bonus of list) {
    if (bonus.status !== 'active') continue;
    const terms = huntingTermsOf(bonus);
    if (!terms) continue;
    const progress = { points: bonus.points ?? 0, farmedEventIds: bonus.farmed_event_ids ?? [] };
    const potential = huntingPotential(terms, progress, {
      stake: minorUnits(bet.stake),
      currency: bet.currency,
      odds: bet.odds,
      withBonus: bet.withBonus,
      selections: bet.selections,
    });
    if (potential.potentialPoints > 0) {
      return { ...potential, bonus, points: progress.points, target: terms.targetPoints };
    }
  }
  return null;
}
