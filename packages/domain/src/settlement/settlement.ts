// Settlement math: a bet's result and payout from its selections' results, in exact integers.
//
// Factors. Each settled selection at odds o contributes a factor, kept as an exact fraction
// (odds over ODDS_DIVISOR, halves, feed factors read as small fractions):
//   win → o; lose → 0; refund → 1; half_win (quarter line) → (o + 1) / 2; half_lose → 1/2.
//   Dead heat: a win with dead-heat factor f (0 < f ≤ 1, 0.5 for two tied for one place) pays
//   o × f, the stake being divided among those tied. f is read for wins only.
//   Void: a void factor v (0 ≤ v ≤ 1) returns that share of the stake and settles the rest:
//   v × 1 + (1 − v) × (the outcome's factor). v = 1 is a full refund whatever the outcome.
//   Feed factors arrive as floats (often 32-bit); they are read as the simplest fraction within
//   1e-6 with a denominator up to 10000, so 1/3 stays exactly 1/3 (see fraction.ts).
// Payout. A combo (and each system line) pays floor(stake × Π factors): one floor to whole minor
// units at the end of each line, never per factor. A system pays the sum of its lines, each at
// the stake per line (floor(total / lines)); the remainder of the total is never staked, so a
// fully refunded system returns stake per line × lines, which may be a little under the total.
//
// Results (the spec's BetResult values), in this order:
//   combo/single: a lost selection (factor 0) → lose_entire, done, even with others pending;
//     any pending selection → no_results, waiting_results; every selection refunded (payout =
//     stake) → refund_entire; payout 0 → lose_entire (a half loss on a 1-unit stake); a half
//     win or a partly void win present → refund_half_win_other; a half loss or a partly void
//     loss present → refund_half_lose_other; otherwise → win_entire (a dead heat is a win, even
//     when it pays back less than the stake).
//   system: waiting_results while a line that can still pay has a pending selection (once more
//     than n − k selections lost, every line has lost and the system is lose_entire at once);
//     every line refunded → refund_entire; payout 0 → lose_entire; otherwise → win_entire.
//   canceled and cashed_out are set by the bet's lifecycle, never by settlement.
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
import { systemLines, systemStakePerLine, systemTypeLabel, type SystemType } from './system-types';

/** Every result a bet can have (the spec's values). */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export type SelectionOutcome = 'pending' | 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose';

/** A selection's result from the feed. */
export type SelectionResult = {
  outcome: SelectionOutcome;
  /** (0, 1]: 0.5 for a two-way dead heat; applies to a win. */
  deadHeatFactor?: number;
  /** [0, 1]: the share of the stake voided (returned). */
  voidFactor?: number;
};

/** A selection at the odds the bet was placed at, with its result. */
export type SettledSelection = { odds: OddsInt; result: SelectionResult };

/** Where settlement leaves a bet. */
export type Settlement = {
  status: 'waiting_results' | 'done';
  result: BetResult;
  payout: MinorUnits;
};

const oddsFraction = (odds: OddsInt): Fraction => ({
  num: BigInt(odds),
  den: BigInt(ODDS_DIVISOR),
});
const HALF: Fraction = { num: 1n, den: 2n };

function checkedFactor(value: number, name: string, allowZero: boolean): Fraction {
  if (!(value <= 1 && (allowZero ? value >= 0 : value > 0))) {
    throw new RangeError(`${name} must be in ${allowZero ? '[0, 1]' : '(0, 1]'}, got ${value}`);
  }
  return fractionOf(value);
}

/** The exact settled factor of a selection; undefined while it is pending. */
export function exactSelectionFactor(selection: SettledSelection): Fraction | undefined {
  const { odds, result } = selection;
  let factor: Fraction;
  switch (result.outcome) {
    case 'pending':
      return undefined;
    case 'win':
      factor = oddsFraction(odds);
      if (result.deadHeatFactor !== undefined) {
        factor = times(factor, checkedFactor(result.deadHeatFactor, 'deadHeatFactor', false));
      }
      break;
    case 'lose':
      factor = ZERO;
      break;
    case 'refund':
      factor = ONE;
      break;
    case 'half_win':
      factor = times(plus(oddsFraction(odds), ONE), HALF);
      break;
    case 'half_lose':
      factor = HALF;
      break;
  }
  if (result.voidFactor === undefined) return factor;
  const v = checkedFactor(result.voidFactor, 'voidFactor', true);
  return plus(v, times(oneMinus(v), factor));
}

/** How a settled selection counts towards the result's name. */
type Kind = 'refund' | 'part_win' | 'part_lose' | 'other';

function kindOf({ outcome, voidFactor }: SelectionResult): Kind {
  if (outcome === 'refund' || voidFactor === 1) return 'refund';
  const partlyVoid = voidFactor !== undefined && voidFactor > 0;
  if (outcome === 'half_win' || (partlyVoid && outcome === 'win')) return 'part_win';
  if (outcome === 'half_lose' || (partlyVoid && outcome === 'lose')) return 'part_lose';
  return 'other';
}

const WAITING: Settlement = {
  status: 'waiting_results',
  result: 'no_results',
  payout: minorUnits(0),
};
function checkedStake(stake: MinorUnits): bigint {
  if (stake < 0) throw new RangeError(`a stake is never negative, got ${stake}`);
  return BigInt(stake);
}

const done = (result: BetResult, payout: bigint): Settlement => ({
  status: 'done',
  result,
  payout: minorUnits(Number(payout)),
});

/** A combo: a lost selection loses it at once; otherwise it pays floor(stake × Π factors). */
export function settleCombo(
  stake: MinorUnits,
  selections: readonly SettledSelection[],
): Settlement {
  const amount = checkedStake(stake);
  const factors = selections.map(exactSelectionFactor);
  if (factors.some((f) => f !== undefined && isZero(f))) return done('lose_entire', 0n);
  if (factors.some((f) => f === undefined)) return WAITING;
  const payout = floorTimes(amount, (factors as Fraction[]).reduce(times, ONE));
  const kinds = selections.map((s) => kindOf(s.result));
  if (kinds.every((k) => k === 'refund')) return done('refund_entire', payout);
  if (payout === 0n) return done('lose_entire', payout);
  if (kinds.includes('part_win')) return done('refund_half_win_other', payout);
  if (kinds.includes('part_lose')) return done('refund_half_lose_other', payout);
  return done('win_entire', payout);
}

/** A system: each line is a combo at the stake per line; payouts are summed. */
export function settleSystem(
  totalStake: MinorUnits,
  selections: readonly SettledSelection[],
  type: SystemType,
): Settlement {
  if (selections.length !== type.totalCount) {
    throw new RangeError(
      `${selections.length} selections do not fit system ${systemTypeLabel(type)}`,
    );
  }
  checkedStake(totalStake);
  const perLine = BigInt(systemStakePerLine(totalStake, type));
  const factors = selections.map(exactSelectionFactor);
  let payout = 0n;
  let open = false;
  for (const line of systemLines(selections.length, type.winCount)) {
    const lineFactors = line.map((i) => factors[i]);
    if (lineFactors.some((f) => f !== undefined && isZero(f))) continue;
    if (lineFactors.some((f) => f === undefined)) {
      open = true;
      continue;
    }
    payout += floorTimes(perLine, (lineFactors as Fraction[]).reduce(times, ONE));
  }
  if (open) return WAITING;
  if (selections.every((s) => kindOf(s.result) === 'refund')) return done('refund_entire', payout);
  if (payout === 0n) return done('lose_entire', payout);
  return done('win_entire', payout);
}
