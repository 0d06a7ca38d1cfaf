// Settlement math: a bet's result and payout from its selections' results, in exact integers.
//
// Each settled selection contributes a factor, scaled by ODDS_DIVISOR (refund = 1.0 = 10000):
//   win → odds; lose → 0; refund → 1; half_win (quarter line) → (odds + 1) / 2; half_lose → 1/2.
//   A dead-heat factor f multiplies a win: odds × f. A void factor v voids that share of the
//   stake: v × 1 + (1 − v) × (the outcome's factor).
// A combo (and each system line) pays stake × Π factors; payouts are floored to minor units once,
// at the end of each line.
//
// Results (the spec's values): a pending selection leaves no_results (waiting_results), except a
// combo with a lost selection, which is lose_entire at once. Payout 0 is lose_entire; all
// selections refunded is refund_entire; a half win present is refund_half_win_other; a half loss
// present, or any payout below the stake (a partly void loss, a dead heat), is
// refund_half_lose_other; any other payout is win_entire.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import { systemLines, systemStakePerLine, type SystemType } from './system-types';

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
export interface SelectionResult {
  outcome: SelectionOutcome;
  /** (0, 1]: 0.5 for a two-way dead heat. */
  deadHeatFactor?: number;
  /** [0, 1]: the share of the stake voided. */
  voidFactor?: number;
}
export interface SettledSelection {
  odds: OddsInt;
  result: SelectionResult;
}
export interface Settlement {
  status: 'waiting_results' | 'done';
  result: BetResult;
  payout: MinorUnits;
}

const D = BigInt(ODDS_DIVISOR);
/** A factor in (0,1] as an exact fraction of ODDS_DIVISOR (dead heat and void factors). */
const scaled = (factor: number): bigint => BigInt(Math.round(factor * ODDS_DIVISOR));

/** The settled factor of a selection, scaled by ODDS_DIVISOR; undefined while pending. */
export function selectionFactor(selection: SettledSelection): bigint | undefined {
  const { odds, result } = selection;
  const o = BigInt(odds);
  let factor: bigint;
  switch (result.outcome) {
    case 'pending':
      return undefined;
    case 'win':
      factor = result.deadHeatFactor === undefined ? o : (o * scaled(result.deadHeatFactor)) / D;
      break;
    case 'lose':
      factor = 0n;
      break;
    case 'refund':
      factor = D;
      break;
    case 'half_win':
      factor = (o + D) / 2n;
      break;
    case 'half_lose':
      factor = D / 2n;
      break;
  }
  if (result.voidFactor === undefined) return factor;
  const v = scaled(result.voidFactor);
  return (v * D + (D - v) * factor) / D;
}

/** stake × Π factors, floored once. */
function lineReturn(stake: bigint, factors: readonly bigint[]): bigint {
  let numerator = stake;
  let denominator = 1n;
  for (const factor of factors) {
    numerator *= factor;
    denominator *= D;
  }
  return numerator / denominator;
}

function resultOf(
  selections: readonly SettledSelection[],
  payout: bigint,
  stake: bigint,
): BetResult {
  if (payout === 0n) return 'lose_entire';
  const outcomes = selections.map((s) => s.result.outcome);
  if (outcomes.every((o) => o === 'refund')) return 'refund_entire';
  if (outcomes.includes('half_win')) return 'refund_half_win_other';
  if (outcomes.includes('half_lose') || payout < stake) return 'refund_half_lose_other';
  return 'win_entire';
}

const waiting: Settlement = {
  status: 'waiting_results',
  result: 'no_results',
  payout: minorUnits(0),
};

/** A combo (a single is a combo of one): any loss loses it; otherwise it pays stake × Π factors. */
export function settleCombo(
  stake: MinorUnits,
  selections: readonly SettledSelection[],
): Settlement {
  const factors = selections.map(selectionFactor);
  if (factors.some((f) => f === 0n)) {
    return { status: 'done', result: 'lose_entire', payout: minorUnits(0) };
  }
  if (factors.some((f) => f === undefined)) return waiting;
  const payout = lineReturn(BigInt(stake), factors as bigint[]);
  return {
    status: 'done',
    result: resultOf(selections, payout, BigInt(stake)),
    payout: minorUnits(Number(payout)),
  };
}

export const settleSingle = (stake: MinorUnits, selection: SettledSelection): Settlement =>
  settleCombo(stake, [selection]);

/** A system: each line is a combo at the stake per line; payouts are summed. */
export function settleSystem(
  totalStake: MinorUnits,
  selections: readonly SettledSelection[],
  type: SystemType,
): Settlement {
  const perLine = BigInt(systemStakePerLine(totalStake, type));
  const lines = systemLines(selections.length, type.winCount).map((line) =>
    line.map((i) => selections[i] as SettledSelection),
  );
  let payout = 0n;
  let open = false;
  for (const line of lines) {
    const factors = line.map(selectionFactor);
    if (factors.some((f) => f === 0n)) continue;
    if (factors.some((f) => f === undefined)) {
      open = true;
      continue;
    }
    payout += lineReturn(perLine, factors as bigint[]);
  }
  if (open) return waiting;
  return {
    status: 'done',
    result: resultOf(selections, payout, BigInt(totalStake)),
    payout: minorUnits(Number(payout)),
  };
}

/** The bet status a result leaves: settled bets are done, the rest wait for results. */
export const betStatusFor = (result: BetResult): 'done' | 'waiting_results' | 'cashed_out' =>
  result === 'no_results' ? 'waiting_results' : result === 'cashed_out' ? 'cashed_out' : 'done';
