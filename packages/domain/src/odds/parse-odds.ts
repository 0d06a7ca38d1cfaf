// Odds arrive from the API as decimal numbers or strings; they become exact OddsInt values.
import { ODDS_DIVISOR, type OddsInt } from './odds-int';

export type ParseOddsResult =
  { ok: true; odds: OddsInt } | { ok: false; reason: 'not_a_number' | 'below_one' | 'too_precise' };

/** Parses "1.85", 1.85 or "1,85" into 18500 exactly; at most four decimals are meaningful. */
export function parseOdds(input: number | string): ParseOddsResult {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) return { ok: false, reason: 'not_a_number' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: 'not_a_number' };
  const scaled = Math.round(value * ODDS_DIVISOR);
  if (Math.abs(scaled - value * ODDS_DIVISOR) > 1e-6 * ODDS_DIVISOR)
    return { ok: false, reason: 'too_precise' };
  if (scaled < ODDS_DIVISOR) return { ok: false, reason: 'below_one' };
  return { ok: true, odds: scaled as OddsInt };
}

/** Decimal odds from the wire (already validated by the contract) as OddsInt; throws on bad input. */
export function oddsFromDecimal(value: number | string): OddsInt {
  const parsed = parseOdds(value);
  if (!parsed.ok) throw new RangeError(`invalid odds ${String(value)}: ${parsed.reason}`);
  return parsed.odds;
}

/** The wire form of OddsInt: a decimal number. */
export const oddsToDecimal = (odds: OddsInt): number => odds / ODDS_DIVISOR;
