// Cash out of system and bet-builder bets, by the combo's formula (cashout.ts).
//
// System: each line is a combo at the stake per line. A line with a lost leg is worth nothing; a
// line whose legs are all settled is worth what it has won (known money, no margin); an open
// line is bought back like a combo: perLine × Π_settled × Π_open(placed / current), less the
// margin. The cap is the sum of the lines' potential wins (each floored, as settlement pays). No offer when every line has lost,
// while an open leg of a line still alive is suspended, or when no line is open.
// Bet builder: one price for legs that must all win. The won legs are behind it; the remaining
// legs are priced now as a bet builder of their own (the caller prices them: the builder's
// correlated price, or the one leg's odds), so value = stake × placedOdds / remainingOdds, less
// the margin, capped at stake × placedOdds. A leg refunded or settled in part settles the whole
// bet builder (settlement refunds it): no offer.
import type { MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import {
  checkedStake,
  lineValue,
  marginFraction,
  offerFrom,
  unavailable,
  type CashoutOffer,
  type CashoutSelection,
} from './cashout';
import { floorTimes, ZERO, plus, times, type Fraction } from './fraction';
import type { SelectionResult } from './settlement';
import { systemLines, systemStakePerLine, systemTypeLabel, type SystemType } from './system-types';

export type SystemCashoutInput = {
  /** The system's total stake; each line carries floor(total / lines). */
  stake: MinorUnits;
  selections: readonly CashoutSelection[];
  type: SystemType;
  margin?: number;
  payoutCap?: MinorUnits | null;
};

/** The cash-out offer for a system bet now: the value of its remaining lines. */
export function systemCashoutValue(input: SystemCashoutInput): CashoutOffer {
  const { selections, type } = input;
  if (selections.length !== type.totalCount) {
    throw new RangeError(
      `${selections.length} selections do not fit system ${systemTypeLabel(type)}`,
    );
  }
  const margin = marginFraction(input.margin);
  checkedStake(input.stake);
  const perLine: Fraction = { num: BigInt(systemStakePerLine(input.stake, type)), den: 1n };
  let open: Fraction = ZERO;
  let known: Fraction = ZERO;
  let potential: Fraction = ZERO;
  let alive = 0;
  let openLines = 0;
  let suspended = false;
  for (const line of systemLines(selections.length, type.winCount)) {
    const value = lineValue(line.map((i) => selections[i]!));
    if (value.state === 'lost') continue;
    alive++;
    if (value.state === 'suspended') {
      suspended = true;
      continue;
    }
    // Settlement floors each line's return: so do its potential win and a settled line's win.
    const whole = (f: Fraction): Fraction => ({ num: floorTimes(perLine.num, f), den: 1n });
    potential = plus(potential, whole(value.potential));
    if (value.state === 'settled') known = plus(known, whole(value.value));
    else {
      openLines++;
      open = plus(open, times(perLine, value.value));
    }
  }
  if (alive === 0) return unavailable('lost');
  if (suspended) return unavailable('suspended');
  if (openLines === 0) return unavailable('settled');
  return offerFrom(open, known, potential, margin, input.payoutCap);
}

export type CustomCashoutInput = {
  stake: MinorUnits;
  /** The bet builder's price when it was placed. */
  placedOdds: OddsInt;
  /** Each leg's result so far. */
  legs: readonly SelectionResult[];
  /** The price of the legs still open, now; null while one of them is suspended or missing. */
  remainingOdds: OddsInt | null;
  margin?: number;
  payoutCap?: MinorUnits | null;
};

/** The cash-out offer for a bet-builder bet now: from the price of its remaining legs. */
export function customCashoutValue(input: CustomCashoutInput): CashoutOffer {
  const margin = marginFraction(input.margin);
  const stake = checkedStake(input.stake);
  const outcomes = input.legs.map((leg) => leg.outcome);
  if (outcomes.includes('lose')) return unavailable('lost');
  const partly = input.legs.some(
    (leg) => (leg.outcome !== 'win' && leg.outcome !== 'pending') || leg.voidFactor !== undefined,
  );
  if (partly || !outcomes.includes('pending')) return unavailable('settled');
  if (input.remainingOdds === null) return unavailable('suspended');
  const placed = BigInt(input.placedOdds);
  return offerFrom(
    { num: stake * placed, den: BigInt(input.remainingOdds) },
    ZERO,
    { num: stake * placed, den: BigInt(ODDS_DIVISOR) },
    margin,
    input.payoutCap,
  );
}
