// Cash out: the value of an open bet now, from the odds it was placed at and the odds on offer.
//
// value = stake × Π_settled(factor_i) × Π_open(placedOdds_j / currentOdds_j)
// offer = floor(value × (1 − margin)), never above the potential win, never negative.
// Settled selections count at their settled factor; an open one is bought back at today's price.
// No offer while a market is suspended or missing, after a loss, or when nothing is open.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';
import { selectionFactor, type SelectionResult } from './settlement';

export interface CashoutSelection {
  placedOdds: OddsInt;
  /** null while the market is suspended or missing. */
  currentOdds: OddsInt | null;
  result: SelectionResult;
}

export type CashoutOffer =
  | { available: true; amount: MinorUnits }
  | { available: false; reason: 'suspended' | 'lost' | 'settled' };

/** The margin kept on a cash-out offer, unless the operator sets another. */
export const DEFAULT_CASHOUT_MARGIN = 0.05;

const D = BigInt(ODDS_DIVISOR);

export function cashoutValue(input: {
  stake: MinorUnits;
  selections: readonly CashoutSelection[];
  margin?: number;
}): CashoutOffer {
  const margin = input.margin ?? DEFAULT_CASHOUT_MARGIN;
  let numerator = BigInt(input.stake);
  let denominator = 1n;
  let potential = BigInt(input.stake);
  let potentialDenominator = 1n;
  let open = 0;
  for (const selection of input.selections) {
    const factor = selectionFactor({ odds: selection.placedOdds, result: selection.result });
    if (factor === 0n) return { available: false, reason: 'lost' };
    if (factor !== undefined) {
      numerator *= factor;
      denominator *= D;
      potential *= factor;
      potentialDenominator *= D;
      continue;
    }
    if (selection.currentOdds === null) return { available: false, reason: 'suspended' };
    open++;
    numerator *= BigInt(selection.placedOdds);
    denominator *= BigInt(selection.currentOdds);
    potential *= BigInt(selection.placedOdds);
    potentialDenominator *= D;
  }
  if (open === 0) return { available: false, reason: 'settled' };
  const keep = BigInt(Math.round((1 - margin) * ODDS_DIVISOR));
  const offer = (numerator * keep) / (denominator * D);
  const cap = potential / potentialDenominator;
  const amount = offer > cap ? cap : offer < 0n ? 0n : offer;
  return { available: true, amount: minorUnits(Number(amount)) };
}
