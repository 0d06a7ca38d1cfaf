// Conversion between currencies by a rate table, in exact rational maths with explicit rounding.
import { divideRounded, parseRational, type Rounding } from './decimal';
import type { Currency } from './currency';
import { minorUnits, type MinorUnits } from './minor-units';

/** Units of each currency per one unit of `base` (decimal text keeps rates exact). */
export interface RateTable {
  base: string;
  rates: Record<string, string | number>;
}

function rateOf(table: RateTable, code: string): { num: bigint; den: bigint } {
  if (code === table.base) return { num: 1n, den: 1n };
  const rate = Object.hasOwn(table.rates, code) ? table.rates[code] : undefined;
  if (rate === undefined) throw new RangeError(`no rate for ${code}`);
  const parsed = parseRational(rate);
  if (parsed.num === 0n) throw new RangeError(`zero rate for ${code}`);
  return parsed;
}

/**
 * amount (minor units of `from`) → minor units of `to`:
 * amount × to.subunits × rate(to) / (from.subunits × rate(from)), computed exactly in BigInt
 * and rounded once as asked (floor toward −∞, ceil toward +∞, ties of half-up toward +∞).
 * The same currency is returned unchanged without a rate. Throws RangeError when the table
 * lacks a rate or holds a zero or malformed one (configuration errors, not user input), or
 * when the result is beyond a safe integer.
 */
export function convertMoney(
  amount: MinorUnits,
  from: Currency,
  to: Currency,
  table: RateTable,
  rounding: Rounding,
): MinorUnits {
  if (from.code === to.code) return amount;
  const fromRate = rateOf(table, from.code);
  const toRate = rateOf(table, to.code);
  const num = BigInt(amount) * BigInt(to.subunits) * toRate.num * fromRate.den;
  const den = BigInt(from.subunits) * toRate.den * fromRate.num;
  return minorUnits(Number(divideRounded(num, den, rounding)));
}
