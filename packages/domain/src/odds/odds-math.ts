// Integer arithmetic on odds: combined prices, never via display strings.
import { ODDS_DIVISOR, type OddsInt } from './odds-int';

/** Product of several odds (a combo's price), rounded down to the divisor, exact in BigInt. */
export function multiplyOdds(...odds: OddsInt[]): OddsInt {
  if (odds.length === 0) return ODDS_DIVISOR as OddsInt;
  let product = BigInt(odds[0] as number);
  for (const next of odds.slice(1)) product = (product * BigInt(next)) / BigInt(ODDS_DIVISOR);
  return Number(product) as OddsInt;
}
