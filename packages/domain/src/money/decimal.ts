// Exact decimal text for integer amounts, and exact rationals from decimal text: no floats.

/** 12345 with 2 digits is "123.45"; -5 with 3 is "-0.005"; 7 with 0 is "7". */
export function toDecimalString(value: number | bigint, digits: number): string {
  const negative = value < 0;
  const text = (negative ? -BigInt(value) : BigInt(value)).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : text.slice(-digits);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Drops trailing zeros of the fraction, and the point when nothing is left. */
export const trimFraction = (text: string): string =>
  text.includes('.') ? text.replace(/\.?0+$/, '') : text;

/** "1.0825" → 10825 / 10000; refuses anything that is not a plain non-negative decimal. */
export function parseRational(text: string | number): { num: bigint; den: bigint } {
  const source = typeof text === 'number' ? numberToPlain(text) : text.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(source);
  if (!match) throw new RangeError(`not a plain decimal: ${String(text)}`);
  const fraction = match[2] ?? '';
  return { num: BigInt(`${match[1]}${fraction}`), den: 10n ** BigInt(fraction.length) };
}

function numberToPlain(value: number): string {
  if (!Number.isFinite(value) || value < 0) return String(value);
  // Up to 15 significant digits is what a double holds exactly enough for a rate.
  return trimFraction(value.toFixed(Math.max(0, 15 - Math.floor(Math.log10(value || 1)) - 1)));
}

/** How a quotient becomes an integer: floor toward −∞, ceil toward +∞, half-* at the nearest. */
export type Rounding = 'floor' | 'ceil' | 'half-up' | 'half-even';

/** num / den rounded by the named rule (den > 0). */
export function divideRounded(num: bigint, den: bigint, rounding: Rounding): bigint {
  const quotient = num / den;
  const remainder = num % den;
  if (remainder === 0n) return quotient;
  const negative = num < 0n;
  const floor = negative ? quotient - 1n : quotient;
  const ceil = floor + 1n;
  if (rounding === 'floor') return floor;
  if (rounding === 'ceil') return ceil;
  const twice = 2n * (num - floor * den);
  if (twice > den) return ceil;
  if (twice < den) return floor;
  if (rounding === 'half-up') return ceil;
  return floor % 2n === 0n ? floor : ceil;
}
