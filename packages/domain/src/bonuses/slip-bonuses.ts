// The slip's view of the player's bonuses: which selections suit a bonus, the comboboost a combo
// earns and the next range to reach, and the upcoming bonuses (not yet active) with their counts.
// The server decides at placement with the same rules (apps/api bonuses/bet-bonus.ts).
import { MATCH_STATUS, type Selection, type UpcomingBonus } from '../betslip/types';
import { comboboostProgress, suitsComboboost } from './comboboost';
import { freebetFitsBet, suitableFreebetCount } from './eligibility';
import type { BonusSelection, ComboboostRange, ComboboostTerms, FreebetTerms } from './types';

/**
 * A slip selection as the bonus rules read it, at the odds the player accepted. The slip does not
 * know a selection's tournament: a tournament condition is left to the server.
 */
export const bonusSelectionOf = (
  selection: Pick<
    Selection,
    'sportKey' | 'categoryId' | 'matchId' | 'acceptedOdds' | 'matchStatus'
  >,
  tournamentId = '',
): BonusSelection => ({
  sportId: selection.sportKey,
  categoryId: String(selection.categoryId),
  tournamentId,
  eventId: String(selection.matchId),
  odds: selection.acceptedOdds,
  live: selection.matchStatus === MATCH_STATUS.live,
});

/** A comboboost on a combo: the range it earns (if any) and the next range above. */
export interface ComboBoost {
  suitableSelections: number;
  /** The range the combo earns now; undefined when none does. */
  active: ComboboostRange | undefined;
  /** The next range up and how many more suitable selections reach it. */
  next: { range: ComboboostRange; toAdd: number } | undefined;
}

export function comboBoostOf(
  terms: ComboboostTerms,
  selections: readonly BonusSelection[],
): ComboBoost {
  const progress = comboboostProgress(terms, selections);
  const sorted = [...terms.ranges].sort((a, b) => a.minCount - b.minCount);
  const nextRange = sorted.find((r) => r.minCount > progress.suitableSelections);
  return {
    suitableSelections: progress.suitableSelections,
    active: progress.activeRangeIndex < 0 ? undefined : terms.ranges[progress.activeRangeIndex],
    next:
      nextRange && progress.toNextRange !== null
        ? { range: nextRange, toAdd: progress.toNextRange }
        : undefined,
  };
}

/**
 * A bonus not yet active, as the slip lists it (spec: Upcoming bonus): suitableCount is how many
 * of the bet's selections suit it, completedCount how many it needs; disabled when the bet does
 * not meet it as it stands.
 */
export function upcomingBonusOf(
  id: string,
  terms: ComboboostTerms | FreebetTerms,
  selections: readonly BonusSelection[],
): UpcomingBonus {
  if (terms.type === 'comboboost') {
    const suitable = selections.filter((s) => suitsComboboost(terms, s)).length;
    const needed = Math.min(...terms.ranges.map((r) => r.minCount));
    return {
      id,
      suitableCount: suitable,
      completedCount: needed,
      disabled: comboboostProgress(terms, selections).activeRangeIndex < 0,
    };
  }
  return {
    id,
    suitableCount: suitableFreebetCount(terms, selections),
    completedCount: terms.selectionCountFrom,
    disabled: !freebetFitsBet(terms, selections).ok,
  };
}
