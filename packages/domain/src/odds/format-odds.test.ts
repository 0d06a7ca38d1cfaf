import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  isOddsFormat,
  toAmericanOdds,
  toEuropeanOdds,
  toFractionalOdds,
  toHongKongOdds,
  toIndonesianOdds,
  toMalaysianOdds,
  toPercentOdds,
} from './format-odds';
import { oddsInt, type OddsInt } from './odds-int';
import { oddsFromDecimal, oddsToDecimal, parseOdds } from './parse-odds';

const odds = (decimal: number) => oddsFromDecimal(decimal);
const anyOdds = fc.integer({ min: 10_001, max: 10_000_000 }).map((n) => n as OddsInt);

describe('odds display formats (spec section 5)', () => {
  it('2.50 shows as 3/2, +150, 1.50 HK, -0.67 Malay, 1.50 Indo, 40%', () => {
    const o = odds(2.5);
    expect(toEuropeanOdds(o)).toBe('2.50');
    expect(toFractionalOdds(o)).toBe('3/2');
    expect(toAmericanOdds(o)).toBe('+150');
    expect(toHongKongOdds(o)).toBe('1.50');
    expect(toMalaysianOdds(o)).toBe('-0.67');
    expect(toIndonesianOdds(o)).toBe('1.50');
    expect(toPercentOdds(o)).toBe('40%');
  });

  it('1.50 shows as 1/2, -200, 0.50 HK, 0.50 Malay, -2.00 Indo, 66.67%', () => {
    const o = odds(1.5);
    expect(formatOdds(o, 'fractional')).toBe('1/2');
    expect(formatOdds(o, 'american')).toBe('-200');
    expect(formatOdds(o, 'hongkong')).toBe('0.50');
    expect(formatOdds(o, 'malaysian')).toBe('0.50');
    expect(formatOdds(o, 'indonesian')).toBe('-2.00');
    expect(formatOdds(o, 'percent')).toBe('66.67%');
  });

  it('fractional odds follow the bookmaker ladder where there is one', () => {
    const cases: [number, string][] = [
      [1.91, '10/11'],
      [1.83, '5/6'],
      [1.44, '4/9'],
      [2.38, '11/8'],
      [1.36, '4/11'],
      [1.29, '2/7'],
      [1.22, '2/9'],
      [1.11, '1/9'],
      [2.63, '13/8'],
      [2.75, '7/4'],
      [3.25, '9/4'],
      [11, '10/1'],
    ];
    for (const [decimal, fraction] of cases)
      expect(toFractionalOdds(odds(decimal)), String(decimal)).toBe(fraction);
  });

  it('the published ladder: 2.0 is Evens, 2.875 is 15/8, 1.909 is 10/11', () => {
    const golden: [number, string][] = [
      [2.0, 'Evens'],
      [2.875, '15/8'],
      [1.909, '10/11'],
      [1.5, '1/2'],
      [1.8, '4/5'],
      [3.0, '2/1'],
      [11.0, '10/1'],
      [1.2, '1/5'],
      [1.25, '1/4'],
      [1.333, '1/3'],
      [1.4, '2/5'],
      [1.667, '4/6'],
      [2.1, '11/10'],
      [2.2, '6/5'],
      [2.25, '5/4'],
      [2.5, '3/2'],
      [2.625, '13/8'],
      [3.5, '5/2'],
      [4.0, '3/1'],
      [4.333, '10/3'],
      [4.5, '7/2'],
      [5.0, '4/1'],
      [6.0, '5/1'],
      [7.0, '6/1'],
      [9.0, '8/1'],
      [21.0, '20/1'],
      [34.0, '33/1'],
      [101.0, '100/1'],
    ];
    for (const [decimal, fraction] of golden)
      expect(toFractionalOdds(odds(decimal)), String(decimal)).toBe(fraction);
  });

  it('a price between ladder steps shows the highest step not above it (3.83, once 283/100, is 14/5)', () => {
    expect(toFractionalOdds(odds(3.83))).toBe('14/5');
    expect(toFractionalOdds(odds(2.83))).toBe('9/5');
    expect(toFractionalOdds(odds(1.87))).toBe('5/6');
    // Never the nearer step above the price: 9/1 would promise 10.00 for a 9.78 price.
    expect(toFractionalOdds(odds(3.08))).toBe('2/1');
    expect(toFractionalOdds(odds(9.78))).toBe('17/2');
    expect(toFractionalOdds(odds(27.5))).toBe('25/1');
    expect(toFractionalOdds(odds(1.96))).toBe('10/11');
    expect(toFractionalOdds(odds(4.74))).toBe('7/2');
    expect(toFractionalOdds(odds(5.2))).toBe('4/1');
  });

  it('every step of the ladder is quoted as itself at its own price', () => {
    const steps = ['1/100', '1/8', '2/15', '10/11', 'Evens', '21/20', '85/40', '80/1', '100/1'];
    for (const step of steps) {
      const [n, d] = step === 'Evens' ? [1, 1] : step.split('/').map(Number);
      // The price rounded down to the odds unit, so never above the step itself.
      const price = Math.floor(((n! + d!) * 10_000) / d!) as OddsInt;
      expect(toFractionalOdds(price), step).toBe(step);
    }
  });

  it('of two steps shown as the same cent, the one above the price is not quoted', () => {
    // 1/8 is 1.125 and 2/15 is 1.1333: both show as 1.13.
    expect(toFractionalOdds(odds(1.125))).toBe('1/8');
    expect(toFractionalOdds(odds(1.13))).toBe('1/8');
    expect(toFractionalOdds(odds(1.1334))).toBe('2/15');
  });

  it('a step that shows as the same decimal price is quoted (10/11 is 1.909…, shown 1.91)', () => {
    expect(toFractionalOdds(odds(1.91))).toBe('10/11');
    expect(toFractionalOdds(odds(1.909))).toBe('10/11');
    expect(toFractionalOdds(odds(1.9))).toBe('5/6');
  });

  it('between two steps, the shorter price is quoted', () => {
    // 11/10 (2.10) and 6/5 (2.20): 2.15 is half-way, 2.19 nearly at 6/5.
    expect(toFractionalOdds(odds(2.15))).toBe('11/10');
    expect(toFractionalOdds(odds(2.19))).toBe('11/10');
  });

  it('below the lowest step the exact profit is quoted', () => {
    expect(toFractionalOdds(odds(1.004))).toBe('1/250');
    expect(toFractionalOdds(odds(1.01))).toBe('1/100');
  });

  it('the quote, shown as a decimal price, is never above the price shown', () => {
    fc.assert(
      fc.property(anyOdds, (n) => {
        const text = toFractionalOdds(n);
        const [num, den] = text === 'Evens' ? [1, 1] : text.split('/').map(Number);
        const quotedCents = Math.round(((num! + den!) * 100) / den!);
        return quotedCents <= Math.round(Number(toEuropeanOdds(n)) * 100);
      }),
    );
  });

  it('above 100/1 the profit is quoted in whole units, rounded down', () => {
    expect(toFractionalOdds(odds(151.5))).toBe('150/1');
  });

  it('the quote is a step of the ladder less than one gap of the ladder below the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_100, max: 1_010_000 }), (n) => {
        const text = toFractionalOdds(n as OddsInt);
        const [num, den] = text === 'Evens' ? [1, 1] : text.split('/').map(Number);
        const quoted = ((num! + den!) * 10_000) / den!;
        // Never further than the widest gap of the ladder (80/1 to 100/1), and within a cent of
        // the price where it is above it (a step shown as the same decimal price).
        return quoted - n < 50 && n - quoted < 200_000;
      }),
    );
  });

  it('odds without profit are 0/1', () => {
    expect(toFractionalOdds(odds(1.0))).toBe('0/1');
  });

  it('evens and no-profit edge cases', () => {
    expect(toAmericanOdds(odds(2))).toBe('+100');
    expect(toAmericanOdds(odds(1))).toBe('0');
    expect(toMalaysianOdds(odds(2))).toBe('1.00');
    expect(toMalaysianOdds(odds(1))).toBe('0.00');
    expect(toIndonesianOdds(odds(1))).toBe('0.00');
    expect(toPercentOdds(odds(1))).toBe('100%');
  });

  it('recognizes the seven format names', () => {
    expect(isOddsFormat('american')).toBe(true);
    expect(isOddsFormat('decimal')).toBe(false);
  });
});

describe('odds conversions are consistent (properties)', () => {
  it('european display parses back to the same odds when they have two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const o = oddsInt(hundredths * 100);
        return oddsFromDecimal(formatOdds(o, 'european')) === o;
      }),
    );
  });

  it('Hong Kong is decimal minus one, and Malaysian/Indonesian agree with it', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const hk = Number(toHongKongOdds(o));
        const malay = Number(toMalaysianOdds(o));
        const indo = Number(toIndonesianOdds(o));
        expect(Math.abs(hk - (oddsToDecimal(o) - 1))).toBeLessThanOrEqual(0.005 + 1e-9);
        if (hk <= 1) expect(malay).toBeCloseTo(hk, 2);
        else expect(malay).toBeLessThanOrEqual(0);
        if (hk >= 1) expect(indo).toBeCloseTo(hk, 2);
        else expect(indo).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('American odds are positive from 2.00 and negative below', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const american = toAmericanOdds(o);
        return o >= 20_000 ? american.startsWith('+') : american.startsWith('-');
      }),
    );
  });

  it('percent is the implied probability', () => {
    fc.assert(
      fc.property(anyOdds, (o) => Math.abs(parseFloat(toPercentOdds(o)) - 1e6 / o) <= 0.005 + 1e-9),
    );
  });
});

describe('parsing odds from the API', () => {
  it('accepts numbers and strings exactly', () => {
    expect(parseOdds(1.85)).toEqual({ ok: true, odds: 18_500 });
    expect(parseOdds('2,10')).toEqual({ ok: true, odds: 21_000 });
    expect(parseOdds('1.0001')).toEqual({ ok: true, odds: 10_001 });
  });

  it('refuses what is not a price', () => {
    expect(parseOdds('abc')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseOdds(0.5)).toEqual({ ok: false, reason: 'below_one' });
    expect(parseOdds('1.00001')).toEqual({ ok: false, reason: 'too_precise' });
    expect(parseOdds(Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(() => oddsFromDecimal('x')).toThrow(RangeError);
    expect(() => oddsInt(9999)).toThrow(RangeError);
  });
});
