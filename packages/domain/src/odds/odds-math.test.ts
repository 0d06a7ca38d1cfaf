import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsFromDecimal } from './parse-odds';
import { multiplyOdds } from './odds-math';
import type { OddsInt } from './odds-int';

const anyOdds = fc.integer({ min: 10_000, max: 1_000_000 }).map((n) => n as OddsInt);

describe('odds arithmetic in integers', () => {
  it('a combo price is the product of its odds, rounded down', () => {
    expect(multiplyOdds(oddsFromDecimal(1.5), oddsFromDecimal(2.1))).toBe(31_500);
    expect(multiplyOdds(oddsFromDecimal(1.33), oddsFromDecimal(1.33), oddsFromDecimal(1.33))).toBe(
      23_526,
    );
    expect(multiplyOdds()).toBe(10_000);
  });

  it('the product never falls below any factor and grows with each factor', () => {
    fc.assert(
      fc.property(anyOdds, anyOdds, anyOdds, (a, b, c) => {
        const ab = multiplyOdds(a, b);
        expect(ab).toBeGreaterThanOrEqual(Math.max(a, b) - 1);
        expect(multiplyOdds(a, b, c)).toBeGreaterThanOrEqual(ab - 1);
      }),
    );
  });
});
