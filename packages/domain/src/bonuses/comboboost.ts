// Comboboost: a multiplier on a combo's odds by the number of its selections.
//
// Only selections meeting the event conditions with odds of at least min_odds count; the boost
// applies only when every selection counts. The active range is the one whose min..max count
// holds the number of selections. The client sends the range's bonus_odds; the server checks it.
// At settlement a fully void leg drops out of the count, which can move the bet to a lower range
// or out of every range (no boost); a lost or fully void bet is never boosted.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { multiplyOdds } from '../odds/odds-math';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import type { Settlement } from '../settlement/settlement';
import { meetsEventConditions, type Checked } from './eligibility';
import type { BonusSelection, ComboboostRange, ComboboostTerms } from './types';

/** Ranges are sane: 2 ≤ min ≤ max, a multiplier above 1.00, and no two ranges overlap. */
export function comboboostRangesValid(ranges: readonly ComboboostRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.minCount - b.minCount);
  return sorted.every(
    (r, i) =>
      Number.isInteger(r.minCount) &&
      Number.isInteger(r.maxCount) &&
      r.minCount >= 2 &&
      r.minCount <= r.maxCount &&
      r.bonusOdds > ODDS_DIVISOR &&
      (i === 0 || (sorted[i - 1] as ComboboostRange).maxCount < r.minCount),
  );
}

/** Index of the range holding `count` selections, or -1. */
function comboboostRangeIndex(ranges: readonly ComboboostRange[], count: number): number {
  return ranges.findIndex((r) => count >= r.minCount && count <= r.maxCount);
}

export const suitsComboboost = (terms: ComboboostTerms, selection: BonusSelection): boolean =>
  selection.odds >= terms.minOdds && meetsEventConditions(terms.eventConditions, selection);

/** The slip's view: how many selections suit, the active range, and the next range to reach. */
export type ComboboostProgress = {
  suitableSelections: number;
  activeRangeIndex: number;
  /** Selections still to add to reach the next range; null when none is above. */
  toNextRange: number | null;
};

export function comboboostProgress(
  terms: ComboboostTerms,
  selections: readonly BonusSelection[],
): ComboboostProgress {
  const suitable = selections.filter((s) => suitsComboboost(terms, s)).length;
  const allSuit = suitable === selections.length;
  const activeRangeIndex = allSuit ? comboboostRangeIndex(terms.ranges, suitable) : -1;
  const above = terms.ranges
    .filter((r) => r.minCount > suitable)
    .map((r) => r.minCount)
    .sort((a, b) => a - b);
  return {
    suitableSelections: suitable,
    activeRangeIndex,
    toNextRange: above.length > 0 ? (above[0] as number) - suitable : null,
  };
}

/** The bonus odds a combo earns, or undefined when no range applies. */
export function comboboostBonusOdds(
  terms: ComboboostTerms,
  selections: readonly BonusSelection[],
): OddsInt | undefined {
  const { activeRangeIndex } = comboboostProgress(terms, selections);
  return activeRangeIndex < 0 ? undefined : terms.ranges[activeRangeIndex]?.bonusOdds;
}

/** The combo's odds times the bonus odds. */
export const boostedOdds = (combo: OddsInt, bonusOdds: OddsInt): OddsInt =>
  multiplyOdds(combo, bonusOdds);

/** Placement's check: a combo (two selections or more) the bonus fits, at the odds the client sent. */
export function checkComboboost(
  terms: ComboboostTerms,
  selections: readonly BonusSelection[],
  sentBonusOdds: number,
): Checked {
  if (selections.length < 2) return { ok: false, code: 'BONUS_BET_TYPE' };
  if (!selections.every((s) => meetsEventConditions(terms.eventConditions, s))) {
    return { ok: false, code: 'BONUS_EVENT_CONDITIONS' };
  }
  if (selections.some((s) => s.odds < terms.minOdds)) return { ok: false, code: 'BONUS_MIN_ODDS' };
  const bonusOdds = comboboostBonusOdds(terms, selections);
  if (bonusOdds === undefined) return { ok: false, code: 'BONUS_SELECTION_COUNT' };
  if (bonusOdds !== sentBonusOdds) return { ok: false, code: 'BONUS_ODDS_MISMATCH' };
  return { ok: true };
}

/**
 * A settled combo's payout with its boost: winning results are multiplied by the range that the
 * legs not fully void reach (floored to minor units); other results are paid as they are.
 */
export function boostedPayout(
  settlement: Settlement,
  ranges: readonly ComboboostRange[],
  legsNotVoid: number,
): { payout: MinorUnits; bonusOdds: OddsInt | undefined } {
  const wins = settlement.result === 'win_entire' || settlement.result === 'refund_half_win_other';
  const range = wins ? ranges[comboboostRangeIndex(ranges, legsNotVoid)] : undefined;
  if (settlement.status !== 'done' || !range) {
    return { payout: settlement.payout, bonusOdds: undefined };
  }
  const payout = (BigInt(settlement.payout) * BigInt(range.bonusOdds)) / BigInt(ODDS_DIVISOR);
  return { payout: minorUnits(Number(payout)), bonusOdds: range.bonusOdds };
}
