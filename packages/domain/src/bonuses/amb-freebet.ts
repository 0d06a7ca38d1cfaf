// Amb freebet: qualifying real-money bets count towards ranges; reaching a range issues its
// number of freebets of its amount. progress_count is bets counted; possible_progress_count is
// the highest range's number of bets.
import type { MinorUnits } from '../money/minor-units';
import { meetsEventConditions } from './eligibility';
import type { AmbFreebetTerms, AmbRange, BonusSelection } from './types';

/** A real-money bet counts when its stake reaches min_stake and every selection fits. */
export function ambBetQualifies(
  terms: AmbFreebetTerms,
  stake: MinorUnits,
  currency: string,
  selections: readonly BonusSelection[],
): boolean {
  return (
    currency === terms.currency &&
    stake >= terms.minStake &&
    selections.length > 0 &&
    selections.every(
      (s) =>
        meetsEventConditions(terms.eventConditions, s) &&
        (terms.minOdds === null || s.odds >= terms.minOdds),
    )
  );
}

export type AmbProgress = {
  progressCount: number;
  possibleProgressCount: number;
  /** The highest range reached, or null. */
  reached: AmbRange | null;
  /** The next range to reach, or null. */
  next: AmbRange | null;
};

export function ambProgress(terms: AmbFreebetTerms, progressCount: number): AmbProgress {
  const sorted = [...terms.ranges].sort((a, b) => a.numberOfBets - b.numberOfBets);
  const reached = sorted.filter((r) => r.numberOfBets <= progressCount).at(-1) ?? null;
  const next = sorted.find((r) => r.numberOfBets > progressCount) ?? null;
  return {
    progressCount,
    possibleProgressCount: sorted.at(-1)?.numberOfBets ?? 0,
    reached,
    next,
  };
}
