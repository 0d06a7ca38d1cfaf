// Tests: exact decimal text, exact rationals from rates, and named rounding.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, parseRational, toDecimalString, trimFraction } from './decimal';

describe('exact decimals', () => {
  it('integers print as exact decimal text', () => {
    expect(toDecimalString(12_345, 2)).toBe('123.45');
    expect(toDecimalString(-5, 3)).toBe('-0.005');
    expect(toDecimalString(7, 0)).toBe('7');
    expect(toDecimalString(10n ** 20n, 8)).toBe('1000000000000.00000000');
    expect(trimFraction('1.500')).toBe('1.5');
    expect(trimFraction('2.000')).toBe('2');
    expect(trimFraction('20')).toBe('20');
  });

  it('decimal text reads back to the same integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.nat(12), (n, digits) => {
        const text = toDecimalString(n, digits);
        expect(BigInt(text.replace('.', ''))).toBe(n);
        expect(text.split('.')[1]?.length ?? 0).toBe(digits);
      }),
    );
  });

  it('rates are read as exact rationals; numbers up to 15 significant digits', () => {
    expect(parseRational('1.0825')).toEqual({ num: 10_825n, den: 10_000n });
    expect(parseRational(' 7 ')).toEqual({ num: 7n, den: 1n });
    expect(parseRational(0.5)).toEqual({ num: 5n, den: 10n });
    expect(parseRational(0)).toEqual({ num: 0n, den: 1n });
    expect(parseRational(0.1)).toEqual({ num: 1n, den: 10n });
    expect(parseRational(1e-7)).toEqual({ num: 1n, den: 10_000_000n });
    expect(() => parseRational('1e5')).toThrow(RangeError);
    expect(() => parseRational('-1')).toThrow(RangeError);
    expect(() => parseRational(-1)).toThrow(RangeError);
    expect(() => parseRational(Number.NaN)).toThrow(RangeError);
    expect(() => parseRational(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('division rounds by the named rule', () => {
    expect(divideRounded(5n, 2n, 'floor')).toBe(2n);
    expect(divideRounded(5n, 2n, 'ceil')).toBe(3n);
    expect(divideRounded(5n, 2n, 'half-up')).toBe(3n);
    expect(divideRounded(5n, 2n, 'half-even')).toBe(2n);
    expect(divideRounded(7n, 2n, 'half-even')).toBe(4n);
    expect(divideRounded(7n, 4n, 'half-even')).toBe(2n);
    expect(divideRounded(5n, 4n, 'half-up')).toBe(1n);
    expect(divideRounded(6n, 2n, 'ceil')).toBe(3n);
  });

  it('negative quotients round on the number line: floor toward −∞, half-up ties toward +∞', () => {
    expect(divideRounded(-5n, 2n, 'floor')).toBe(-3n);
    expect(divideRounded(-5n, 2n, 'ceil')).toBe(-2n);
    expect(divideRounded(-5n, 2n, 'half-up')).toBe(-2n);
    expect(divideRounded(-5n, 2n, 'half-even')).toBe(-2n);
    expect(divideRounded(-7n, 2n, 'half-even')).toBe(-4n);
  });

  it('floor ≤ half-even, half-up ≤ ceil, ceil − floor ≤ 1, and exact quotients are untouched', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (num, den) => {
          const [floor, even, up, ceil] = (['floor', 'half-even', 'half-up', 'ceil'] as const).map(
            (rule) => divideRounded(num, den, rule),
          ) as [bigint, bigint, bigint, bigint];
          expect(floor * den <= num && num <= ceil * den).toBe(true);
          expect(floor <= even && even <= ceil && floor <= up && up <= ceil).toBe(true);
          expect(ceil - floor <= 1n).toBe(true);
          expect(divideRounded(num * den, den, 'half-even')).toBe(num);
          // Nearest rules are never more than half a unit away.
          expect(2n * (num - up * den) <= den && 2n * (up * den - num) <= den).toBe(true);
        },
      ),
    );
  });
});
