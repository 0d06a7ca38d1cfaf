// Turns fair probabilities into bookmaker odds: a margin, then the usual price ladder.
import { ODDS_DIVISOR, oddsInt, type OddsInt } from '@sportsbook/domain';

const MIN_ODDS = 1.01;
const MAX_ODDS = 500;

/** Ladder steps by price band, like a bookmaker's: hundredths below 10, then coarser. */
function ladderStep(decimal: number): number {
  if (decimal < 10) return 0.01;
  if (decimal < 20) return 0.1;
  if (decimal < 50) return 0.5;
  if (decimal < 100) return 1;
  return 5;
}

const MIN_ODDS_INT = Math.round(MIN_ODDS * ODDS_DIVISOR);
const MAX_ODDS_INT = MAX_ODDS * ODDS_DIVISOR;

/**
 * The price `steps` ladder steps above (or below, when negative) `odds`, as a trader nudges it;
 * null when that leaves the ladder's range.
 */
export function stepOdds(odds: OddsInt, steps: number): OddsInt | null {
  let value: number = odds;
  for (let n = 0; n < Math.abs(steps); n += 1) {
    // Going down, the step is the one of the band just below the price.
    const band = steps > 0 ? value : value - 1;
    value += Math.sign(steps) * Math.round(ladderStep(band / ODDS_DIVISOR) * ODDS_DIVISOR);
  }
  return value >= MIN_ODDS_INT && value <= MAX_ODDS_INT ? oddsInt(value) : null;
}

/** Odds for a probability with margin `margin` (0.05 = 5% overround), rounded down to the ladder. */
export function priceOutcome(probability: number, margin: number): OddsInt | null {
  if (!(probability > 0)) return null;
  const raw = 1 / (probability * (1 + margin));
  if (raw < MIN_ODDS) return null;
  const capped = Math.min(raw, MAX_ODDS);
  const step = ladderStep(capped);
  const rounded = Math.floor(capped / step + 1e-9) * step;
  return oddsInt(Math.round(Math.max(rounded, MIN_ODDS) * ODDS_DIVISOR));
}

/** How far a two- or three-way market is from even: used to pick the most balanced line. */
export function imbalance(probabilities: number[]): number {
  if (probabilities.length === 0) return Infinity;
  const even = 1 / probabilities.length;
  return probabilities.reduce((sum, p) => sum + Math.abs(p - even), 0);
}
