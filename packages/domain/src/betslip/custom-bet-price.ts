// Bet builder pricing: a same-match combination priced with correlation, not as a plain product.
//
// Each selection's margin-free probability is p = 1 / odds. Outcomes of one match move together
// (a home win and many goals, a favourite and its handicap), so the joint probability is the
// product raised by a correlation uplift: P = Π p × (1 + ρ)^(n − 1), never above the least
// likely leg. The price is 1 / P less the builder margin, floored to two decimals, and never above
// the book's longest price.
// Two different outcomes of the same market cannot both happen: the combination is refused.
import { MAX_DECIMAL_ODDS, ODDS_DIVISOR, type OddsInt } from '../odds/odds-int';

/** Correlation uplift between two legs of one match. */
const CUSTOM_BET_CORRELATION = 0.12;
/** The book's extra margin on a bet builder price. */
const CUSTOM_BET_MARGIN = 0.05;

/** A leg of a bet builder combination, as pricing reads it. */
export interface CustomLeg {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: OddsInt;
}

export type CustomPrice =
  | { ok: true; odds: OddsInt }
  | { ok: false; code: 'CUSTOM_BET_SELECTIONS' | 'CUSTOM_BET_CONTRADICTORY' };

/** The price of a bet builder combination, or why it cannot be priced. */
export function priceCustomBet(legs: readonly CustomLeg[]): CustomPrice {
  if (legs.length < 2 || new Set(legs.map((l) => l.matchId)).size !== 1) {
    return { ok: false, code: 'CUSTOM_BET_SELECTIONS' };
  }
  const markets = new Set<string>();
  for (const leg of legs) {
    const key = `${leg.marketId}|${leg.specifier}`;
    if (markets.has(key)) return { ok: false, code: 'CUSTOM_BET_CONTRADICTORY' };
    markets.add(key);
  }
  const probabilities = legs.map((leg) => ODDS_DIVISOR / leg.odds);
  const independent = probabilities.reduce((product, p) => product * p, 1);
  const joint = Math.min(
    independent * (1 + CUSTOM_BET_CORRELATION) ** (legs.length - 1),
    Math.min(...probabilities),
  );
  // Never above the longest price the book takes on a bet (the placement's own limit).
  const decimal = Math.min(
    Math.floor(((1 - CUSTOM_BET_MARGIN) / joint) * 100) / 100,
    MAX_DECIMAL_ODDS,
  );
  return {
    ok: true,
    odds: Math.max(ODDS_DIVISOR + 100, Math.round(decimal * ODDS_DIVISOR)) as OddsInt,
  };
}
