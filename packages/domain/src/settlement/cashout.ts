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
// A bet whose win a warn action capped (payoutCap) is worth that share of its uncapped value:
// value × cap / potential, and never more than the cap.
// No offer after a loss ('lost', checked first), while an open selection's market is suspended
// or missing ('suspended'), or when nothing is left open ('settled': settlement pays instead).
// System and bet-builder bets: see cashout-kinds.ts.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import {
  floorTimes,
  fractionOf,
  isZero,
  ONE,
  ZERO,
  oneMinus,
  plus,
  times,
  type Fraction,
} from './fraction';
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
  /** The most the bet pays, when a warn action capped it at placement (stored with the bet). */
  payoutCap?: MinorUnits | null;
};

/** The margin kept on a cash-out offer, unless the operator sets another. */
export const DEFAULT_CASHOUT_MARGIN = 0.05;

const D = BigInt(ODDS_DIVISOR);

/** The margin as an exact fraction, checked. */
export function marginFraction(margin: number | undefined): Fraction {
  const m = margin ?? DEFAULT_CASHOUT_MARGIN;
  if (!(m >= 0 && m <= 1)) throw new RangeError(`a cash-out margin must be in [0, 1], got ${m}`);
  return fractionOf(m);
}

export function checkedStake(stake: MinorUnits): bigint {
  if (stake < 0) throw new RangeError(`a stake is never negative, got ${stake}`);
  return BigInt(stake);
}

/** One combination of selections valued per unit of stake (a combo, or one line of a system). */
export type LineValue =
  | { state: 'lost' }
  | { state: 'suspended' }
  | { state: 'settled'; value: Fraction; potential: Fraction }
  | { state: 'open'; value: Fraction; potential: Fraction };

/** The value and potential win of selections that must all win, per unit of stake. */
export function lineValue(selections: readonly CashoutSelection[]): LineValue {
  const settled = selections.map((s) =>
    exactSelectionFactor({ odds: s.placedOdds, result: s.result }),
  );
  if (settled.some((f) => f !== undefined && isZero(f))) return { state: 'lost' };
  let value: Fraction = ONE;
  let potential: Fraction = ONE;
  let open = 0;
  for (const [i, selection] of selections.entries()) {
    const factor = settled[i];
    if (factor !== undefined) {
      value = times(value, factor);
      potential = times(potential, factor);
      continue;
    }
    if (selection.currentOdds === null) return { state: 'suspended' };
    open++;
    value = times(value, { num: BigInt(selection.placedOdds), den: BigInt(selection.currentOdds) });
    potential = times(potential, { num: BigInt(selection.placedOdds), den: D });
  }
  return open === 0 ? { state: 'settled', value, potential } : { state: 'open', value, potential };
}

/**
 * The offer from a bet's value before the margin (`open`, bought back less the margin), a part
 * already won (`known`, counted as it is) and its potential win, in minor units as fractions.
 */
export function offerFrom(
  open: Fraction,
  known: Fraction,
  potential: Fraction,
  margin: Fraction,
  payoutCap?: MinorUnits | null,
): CashoutOffer {
  let offer = floorTimes(1n, plus(times(open, oneMinus(margin)), known));
  let cap = floorTimes(1n, potential);
  if (payoutCap !== null && payoutCap !== undefined && BigInt(payoutCap) < cap) {
    // A capped bet is worth the capped share of its value.
    offer = (offer * BigInt(payoutCap)) / cap;
    cap = BigInt(payoutCap);
  }
  return { available: true, amount: minorUnits(Number(offer > cap ? cap : offer)) };
}

/** The cash-out offer for a single or combo bet now (see the formula at the top of this file). */
export function cashoutValue(input: CashoutInput): CashoutOffer {
  const margin = marginFraction(input.margin);
  const stake = checkedStake(input.stake);
  const line = lineValue(input.selections);
  if (line.state === 'lost' || line.state === 'suspended' || line.state === 'settled') {
    return unavailable(line.state);
  }
  const money = { num: stake, den: 1n };
  return offerFrom(
    times(money, line.value),
    ZERO,
    times(money, line.potential),
    margin,
    input.payoutCap,
  );
}

export const unavailable = (reason: CashoutUnavailableReason): CashoutOffer => ({
  available: false,
  reason,
});

/**
 * How far under the current offer an accepted amount may be, in percent of it: offers reach the
 * player at most every 2 s, and a live price seldom moves a fifth between two. An amount further
 * under was never offered (a long-stale screen, or a request written by hand).
 */
const CASHOUT_ACCEPT_FLOOR_PERCENT = 80n;

/**
 * Whether the amount a player accepted takes the current offer `value`: not above it (the value
 * moved against the player) and not under its floor. Either way the player is shown the offer as
 * it is now and asked again; a taken offer pays the amount accepted.
 */
export function acceptedOfferStands(accepted: MinorUnits, value: MinorUnits): boolean {
  if (accepted <= 0 || accepted > value) return false;
  return BigInt(accepted) * 100n >= BigInt(value) * CASHOUT_ACCEPT_FLOOR_PERCENT;
}
