// The fractional prices bookmakers quote, by decimal odds: 1.91 is 10/11, not 91/100.
import type { OddsInt } from './odds-int';

/** [numerator, denominator] of the usual ladder, ascending by price. */
const FRACTIONAL_LADDER: readonly (readonly [number, number])[] = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [2, 13],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [7, 5],
  [3, 2],
  [8, 5],
  [13, 8],
  [17, 10],
  [7, 4],
  [9, 5],
  [15, 8],
  [2, 1],
  [21, 10],
  [85, 40],
  [11, 5],
  [9, 4],
  [23, 10],
  [12, 5],
  [5, 2],
  [13, 5],
  [21, 8],
  [11, 4],
  [14, 5],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [22, 1],
  [25, 1],
  [28, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
];

const DIVISOR = 10_000;

/** Decimal odds of a ladder step, times the divisor (exact for every step: d divides 10,000 or nearly). */
const stepPrice = ([n, d]: readonly [number, number]) => ((n + d) * DIVISOR) / d;

/** A price (times the divisor) in hundredths, rounded half up, as the decimal format shows it. */
const shownHundredths = (price: number) => Math.floor((price * 200 + DIVISOR) / (2 * DIVISOR));

const TOP = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1]!;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The fraction these odds are quoted as: the highest step of the ladder that, shown as a decimal
 * price, is no more than the decimal price shown (9.78 is 17/2, not 9/1; 1.91 is 10/11), so the
 * quote never promises more than the bet pays. Above the top step (100/1) the profit is quoted in
 * whole units, rounded down; below the lowest (1/100) the exact profit fraction. Odds with no
 * profit (1.00 or less) have none: null.
 */
export function ladderFraction(odds: OddsInt): readonly [number, number] | null {
  if (odds <= DIVISOR) return null;
  if (odds > stepPrice(TOP)) return [Math.floor((odds - DIVISOR) / DIVISOR), 1];
  const shown = shownHundredths(odds);
  let quote: readonly [number, number] | null = null;
  // The ladder ascends: the last step not above the price is the highest. Two steps shown as the
  // same cent (1/8 is 1.125, 2/15 is 1.133…: both 1.13) are told apart by their price in odds
  // units (2/15 is 1.1333): the higher one only when it is not above the price itself.
  for (const step of FRACTIONAL_LADDER) {
    const stepShown = shownHundredths(stepPrice(step));
    if (stepShown > shown) break;
    const sameCent = quote !== null && shownHundredths(stepPrice(quote)) === stepShown;
    if (!sameCent || Math.floor(stepPrice(step)) <= odds) quote = step;
  }
  if (quote) return quote;
  const profit = odds - DIVISOR;
  const divisor = gcd(profit, DIVISOR);
  return [profit / divisor, DIVISOR / divisor];
}
