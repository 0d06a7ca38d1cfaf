// Odds travel as integers with a fixed divisor so arithmetic never touches display values.

declare const oddsBrand: unique symbol;
/** Decimal odds scaled by ODDS_DIVISOR: 1.85 is 18500. */
export type OddsInt = number & { readonly [oddsBrand]: 'OddsInt' };

export const ODDS_DIVISOR = 10_000;

/** The longest decimal price the book takes on a bet (a placement refuses odds above it). */
export const MAX_DECIMAL_ODDS = 100_000;

export function oddsInt(value: number): OddsInt {
  if (!Number.isSafeInteger(value) || value < ODDS_DIVISOR) {
    throw new RangeError(`odds must be an integer of at least ${ODDS_DIVISOR}, got ${value}`);
  }
  return value as OddsInt;
}
