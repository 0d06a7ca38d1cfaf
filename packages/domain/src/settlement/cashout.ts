// Cash out: the value of an open bet now, from the odds it was placed at and the odds on offer.
//
//   value = stake × Π_settled(factor_i) × Π_open(placedOdds_j / currentOdds_j)
//   offer = floor(value × (1 − margin)), capped at the potential win, never negative.
// Settled selections count at their settled factor (see settlement.ts: a win at its odds, a
// refund at 1, a half win at (o + 1) / 2, …); an open one is bought back at today's price, so
// unchanged odds give stake × (1 − margin). The potential win (the cap) is
// floor(stake × Π_settled(factor_i) × Π_open(placedOdds_j)). Everything is one exact fraction in
// BigInt, floored once to whole minor units. The margin is read like a feed factor (the simplest
// fraction within 1e-6, denominator up to 10000: 0.05 is exactly 1/20).
// No offer after a loss ('lost', checked first), while an open selection's market is suspended
// or missing ('suspended'), or when nothing is left open ('settled': settlement pays instead).
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import { floorTimes, fractionOf, isZero, ONE, oneMinus, times, type Fraction } from './fraction';
import { exactSelectionFactor, type SelectionResult } from './settlement';

/** A selection of the bet: its placed odds, today's odds and its result so far. */
export type CashoutSelection = {
  placedOdds: OddsInt;
  /** null while the market is suspended or missing. */
  currentOdds: OddsInt | null;
  result: SelectionResult;
};

export type CashoutUnavailableReason = 'suspended' | 'lost' | 'settled';

/** An offer to cash the bet out now, or why there is none. */
export type CashoutOffer =
  { available: true; amount: MinorUnits } | { available: false; reason: CashoutUnavailableReason };

export type CashoutInput = {
  stake: MinorUnits;
  selections: readonly CashoutSelection[];
  /** [0, 1]: the share of the fair value the house keeps; DEFAULT_CASHOUT_MARGIN if omitted. */
  margin?: number;
};

/** The margin kept on a cash-out offer, unless the operator sets another. */
export const DEFAULT_CASHOUT_MARGIN = 0.05;

const D = BigInt(ODDS_DIVISOR);

/** The cash-out offer for a bet now (see the formula at the top of this file). */
export function cashoutValue(input: CashoutInput): CashoutOffer {
  const margin = input.margin ?? DEFAULT_CASHOUT_MARGIN;
  if (input.stake < 0) throw new RangeError(`a stake is never negative, got ${input.stake}`);
  if (!(margin >= 0 && margin <= 1)) {
    throw new RangeError(`a cash-out margin must be in [0, 1], got ${margin}`);
  }
  const settled = input.selections.map((s) =>
    exactSelectionFactor({ odds: s.placedOdds, result: s.result }),
  );
  if (settled.some((f) => f !== undefined && isZero(f))) return unavailable('lost');
  let value: Fraction = ONE;
  let potential: Fraction = ONE;
  let open = 0;
  for (const [i, selection] of input.selections.entries()) {
    const factor = settled[i];
    if (factor !== undefined) {
      value = times(value, factor);
      potential = times(potential, factor);
      continue;
    }
    if (selection.currentOdds === null) return unavailable('suspended');
    open++;
    value = times(value, { num: BigInt(selection.placedOdds), den: BigInt(selection.currentOdds) });
    potential = times(potential, { num: BigInt(selection.placedOdds), den: D });
  }
  if (open === 0) return unavailable('settled');
  const stake = BigInt(input.stake);
  const offer = floorTimes(stake, times(value, oneMinus(fractionOf(margin))));
  const cap = floorTimes(stake, potential);
  return { available: true, amount: minorUnits(Number(offer > cap ? cap : offer)) };
}

const unavailable = (reason: CashoutUnavailableReason): CashoutOffer => ({
  available: false,
  reason,
});
