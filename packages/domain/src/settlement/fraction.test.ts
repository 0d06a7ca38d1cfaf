// Reading the feed's float factors as exact fractions, and the fraction arithmetic settlement uses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorTimes, fractionOf, oneMinus, plus, times } from './fraction';

const value = (f: { num: bigint; den: bigint }) => Number(f.num) / Number(f.den);

describe('feed factors read as exact fractions', () => {
  it('factors of up to 4 decimal places are taken as written, in lowest terms', () => {
    expect(fractionOf(0.5)).toEqual({ num: 1n, den: 2n });
    expect(fractionOf(0.3333)).toEqual({ num: 3333n, den: 10_000n });
    expect(fractionOf(0)).toEqual({ num: 0n, den: 1n });
    expect(fractionOf(1)).toEqual({ num: 1n, den: 1n });
    for (let k = 0; k <= 10_000; k += 7) {
      const f = fractionOf(k / 10_000);
      expect(f.num * 10_000n).toBe(BigInt(k) * f.den);
    }
  });

  it('dead-heat thirds stay exact thirds, even stored as 32-bit floats', () => {
    expect(fractionOf(1 / 3)).toEqual({ num: 1n, den: 3n });
    expect(fractionOf(Math.fround(1 / 3))).toEqual({ num: 1n, den: 3n });
    expect(fractionOf(Math.fround(2 / 3))).toEqual({ num: 2n, den: 3n });
    expect(fractionOf(Math.fround(0.05))).toEqual({ num: 1n, den: 20n });
    expect(fractionOf(Math.fround(0.3333))).toEqual({ num: 3333n, den: 10_000n });
  });

  it('a factor with no close simple fraction is rounded to 4 decimal places', () => {
    expect(fractionOf(0.500003)).toEqual({ num: 5_000n, den: 10_000n });
  });

  it('is always within 1e-4 of the float', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (x) => {
        const f = fractionOf(x);
        expect(f.den).toBeGreaterThan(0n);
        expect(Math.abs(value(f) - x)).toBeLessThanOrEqual(5e-5);
      }),
    );
  });

  it('refuses negative, infinite or missing numbers', () => {
    expect(() => fractionOf(-0.5)).toThrow(RangeError);
    expect(() => fractionOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => fractionOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('fraction arithmetic', () => {
  it('multiplies, adds, takes the complement and floors an amount once', () => {
    const half = { num: 1n, den: 2n };
    const third = { num: 1n, den: 3n };
    expect(value(times(half, third))).toBeCloseTo(1 / 6);
    expect(value(plus(half, third))).toBeCloseTo(5 / 6);
    expect(value(oneMinus(third))).toBeCloseTo(2 / 3);
    expect(floorTimes(1_000n, third)).toBe(333n);
  });
});
