// Exact fractions in BigInt for settlement factors, and reading a feed's float factor as one.

/** A non-negative exact fraction: numerator / denominator, denominator > 0. */
export type Fraction = { readonly num: bigint; readonly den: bigint };

export const ONE: Fraction = { num: 1n, den: 1n };
export const ZERO: Fraction = { num: 0n, den: 1n };

/** Feed factors are read to 4 decimal places, or as a fraction with a denominator up to this. */
const MAX_DENOMINATOR = 10_000;
/** How close the fraction must come to the float (feeds store factors as 32-bit floats). */
const TOLERANCE = 1e-6;
/** A float this close to 4 decimal places is those decimals (a 32-bit 0.3333 is 0.3333). */
const DECIMAL_TOLERANCE = 1e-7;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A non-negative float factor as an exact fraction: a value within 1e-7 of 4 decimal places is
 * taken as those decimals (0.3333 → 3333/10000); otherwise the first continued-fraction convergent
 * within 1e-6 with a denominator up to 10000 (1/3, even as a 32-bit float → 1/3); failing that,
 * the value rounded to 4 decimal places.
 */
export function fractionOf(value: number): Fraction {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`a factor must be a finite number of at least 0, got ${value}`);
  }
  const rounded = Math.round(value * MAX_DENOMINATOR);
  if (Math.abs(value - rounded / MAX_DENOMINATOR) <= DECIMAL_TOLERANCE) {
    const divisor = gcd(rounded, MAX_DENOMINATOR);
    return { num: BigInt(rounded / divisor), den: BigInt(MAX_DENOMINATOR / divisor) };
  }
  let [p0, q0, p1, q1] = [0, 1, 1, 0];
  let rest = value;
  for (;;) {
    const whole = Math.floor(rest);
    const [p2, q2] = [whole * p1 + p0, whole * q1 + q0];
    if (q2 > MAX_DENOMINATOR) break;
    [p0, q0, p1, q1] = [p1, q1, p2, q2];
    if (Math.abs(value - p1 / q1) <= TOLERANCE) break;
    rest = 1 / (rest - whole);
  }
  // 4 decimal places when no simple fraction is close enough.
  if (Math.abs(value - p1 / q1) > TOLERANCE) {
    return { num: BigInt(rounded), den: BigInt(MAX_DENOMINATOR) };
  }
  return { num: BigInt(p1), den: BigInt(q1) };
}

export const times = (a: Fraction, b: Fraction): Fraction => ({
  num: a.num * b.num,
  den: a.den * b.den,
});

export const plus = (a: Fraction, b: Fraction): Fraction => ({
  num: a.num * b.den + b.num * a.den,
  den: a.den * b.den,
});

export const oneMinus = (a: Fraction): Fraction => ({ num: a.den - a.num, den: a.den });

/** floor(amount × fraction), the one rounding a payout takes. */
export const floorTimes = (amount: bigint, fraction: Fraction): bigint =>
  (amount * fraction.num) / fraction.den;

export const isZero = (a: Fraction): boolean => a.num === 0n;
