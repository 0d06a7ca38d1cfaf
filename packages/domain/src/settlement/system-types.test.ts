// System bets: which k-of-n types a slip offers, their lines, stakes and potential wins.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt, type OddsInt } from '../odds/odds-int';
import {
  binomial,
  comboPotentialWin,
  fitsSystemType,
  parseSystemTypeLabel,
  MAX_SYSTEM_SELECTIONS,
  systemLineCount,
  systemLines,
  systemOdds,
  systemPotentialWin,
  systemStakePerLine,
  systemStakeSplit,
  systemTypeLabel,
  systemTypesFor,
  type SystemType,
} from './system-types';

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
const type = (winCount: number, totalCount: number): SystemType => ({ winCount, totalCount });

describe('system types offered on the slip', () => {
  it('for n selections are every k-of-n with 2 ≤ k < n, sorted by totalCount then winCount', () => {
    expect(systemTypesFor(3)).toEqual([type(2, 3)]);
    expect(systemTypesFor(5)).toEqual([type(2, 5), type(3, 5), type(4, 5)]);
  });

  it('need at least 3 selections', () => {
    expect(systemTypesFor(0)).toEqual([]);
    expect(systemTypesFor(2)).toEqual([]);
  });

  it(`are offered up to ${MAX_SYSTEM_SELECTIONS} selections`, () => {
    expect(systemTypesFor(MAX_SYSTEM_SELECTIONS)).toHaveLength(MAX_SYSTEM_SELECTIONS - 2);
    expect(systemTypesFor(MAX_SYSTEM_SELECTIONS + 1)).toEqual([]);
    expect(systemTypesFor(3.5)).toEqual([]);
  });

  it('a type fits only its own selection count and never covers the combo itself', () => {
    expect(fitsSystemType(type(2, 3), 3)).toBe(true);
    expect(fitsSystemType(type(2, 3), 4)).toBe(false);
    expect(fitsSystemType(type(3, 3), 3)).toBe(false);
    expect(fitsSystemType(type(1, 3), 3)).toBe(false);
  });
});

describe('system type names', () => {
  it('the label reads winCount/totalCount', () => {
    expect(systemTypeLabel(type(2, 4))).toBe('2/4');
  });

  it('labels round-trip and anything else names no system', () => {
    expect(parseSystemTypeLabel(systemTypeLabel(type(3, 5)))).toEqual(type(3, 5));
    for (const bad of ['5/3', '3/3', '0/3', 'x', '2/', ' 2/3', '2/3/4']) {
      expect(parseSystemTypeLabel(bad)).toBeUndefined();
    }
  });
});

describe('system odds', () => {
  it('are the potential win over the stake, floored, never below 1.00', () => {
    expect(systemOdds(minorUnits(1_000), minorUnits(2_555))).toBe(25_550);
    expect(systemOdds(minorUnits(3), minorUnits(10))).toBe(33_333);
    expect(systemOdds(minorUnits(1_000), minorUnits(400))).toBe(10_000);
  });
});

describe('system lines', () => {
  it('are every combination of k selections, in lexicographic order', () => {
    expect(systemLines(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(systemLines([7, 8, 9], 2)).toEqual([
      [7, 8],
      [7, 9],
      [8, 9],
    ]);
    expect(systemLines(3, 3)).toEqual([[0, 1, 2]]);
  });

  it('there are none for k outside 1..n', () => {
    expect(systemLines(3, 0)).toEqual([]);
    expect(systemLines(3, 4)).toEqual([]);
    expect(binomial(3, 5)).toBe(0);
    expect(binomial(3, -1)).toBe(0);
  });

  it('a type has C(n, k) lines, each distinct, sorted and of k selections', () => {
    for (let n = 3; n <= 12; n++) {
      for (const t of systemTypesFor(n)) {
        const expected = Number(factorial(n) / (factorial(t.winCount) * factorial(n - t.winCount)));
        const lines = systemLines(n, t.winCount);
        const keys = new Set(lines.map((line) => line.join(',')));
        const wellFormed = lines.every(
          (line) => line.length === t.winCount && line.every((x, i) => i === 0 || x > line[i - 1]!),
        );
        expect({
          count: systemLineCount(t),
          lines: lines.length,
          distinct: keys.size,
          wellFormed,
        }).toEqual({ count: expected, lines: expected, distinct: expected, wellFormed: true });
      }
    }
  });

  it('the types of n selections plus the combo have 2^n − n − 1 lines in all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: MAX_SYSTEM_SELECTIONS }), (n) => {
        const total = systemTypesFor(n).reduce((sum, t) => sum + systemLineCount(t), 0);
        expect(total + 1).toBe(2 ** n - n - 1);
      }),
    );
  });

  it('line counts stay exact for the largest systems', () => {
    expect(systemLineCount(type(8, 16))).toBe(12_870);
    expect(binomial(60, 30)).toBe(Number(factorial(60) / (factorial(30) * factorial(30))));
  });
});

describe('system stakes', () => {
  it('the stake entered is the total, split into equal whole shares per line', () => {
    expect(systemStakePerLine(minorUnits(1_000), type(2, 3))).toBe(333);
    expect(systemStakeSplit(minorUnits(1_000), type(2, 3)).remainder).toBe(1);
    expect(systemStakeSplit(minorUnits(900), type(2, 3)).remainder).toBe(0);
  });

  it('a type with no lines takes no stake', () => {
    expect(() => systemStakePerLine(minorUnits(1_000), type(5, 3))).toThrow(RangeError);
  });
});

describe('potential win', () => {
  it('of a system sums every line winning, each at the stake per line', () => {
    // 300 per line: 1.5×2 + 1.5×2.5 + 2×2.5 = 3 + 3.75 + 5 → 900 + 1125 + 1500.
    const odds = [15_000, 20_000, 25_000].map(oddsInt);
    expect(systemPotentialWin(minorUnits(900), odds, type(2, 3))).toBe(3_525);
  });

  it('of a combo is floor(stake × the product of the odds), rounded once', () => {
    expect(comboPotentialWin(minorUnits(1_000), [15_000, 20_000, 25_000].map(oddsInt))).toBe(7_500);
    // 1.33³ = 2.352637: flooring the price to 2.3526 first would give 235_260.
    const third = oddsInt(13_300);
    expect(comboPotentialWin(minorUnits(100_000), [third, third, third])).toBe(235_263);
  });

  it('of a single is floor(stake × odds)', () => {
    expect(comboPotentialWin(minorUnits(1_000), [oddsInt(18_500)])).toBe(1_850);
    expect(comboPotentialWin(minorUnits(3), [oddsInt(18_500)])).toBe(5);
  });

  it('needs one odds per selection of the system type', () => {
    expect(() =>
      systemPotentialWin(minorUnits(900), [oddsInt(15_000), oddsInt(20_000)], type(2, 3)),
    ).toThrow(RangeError);
  });

  const oddsArb = fc.array(
    fc.integer({ min: 10_000, max: 100_000 }).map((n) => n as OddsInt),
    { minLength: 3, maxLength: 7 },
  );

  it('is never negative, grows with the stake and never exceeds every line at the best odds', () => {
    fc.assert(
      fc.property(
        oddsArb,
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (odds, stake, more) => {
          const best = [...odds].sort((a, b) => b - a);
          for (const t of systemTypesFor(odds.length)) {
            const win = systemPotentialWin(minorUnits(stake), odds, t);
            expect(win).toBeGreaterThanOrEqual(0);
            expect(systemPotentialWin(minorUnits(stake + more), odds, t)).toBeGreaterThanOrEqual(
              win,
            );
            // Every line at the k best odds, on the whole stake: an upper bound, exactly.
            const bound = best
              .slice(0, t.winCount)
              .reduce(
                (acc, o) => acc * BigInt(o),
                BigInt(systemStakePerLine(minorUnits(stake), t)),
              );
            expect(BigInt(win) * 10_000n ** BigInt(t.winCount)).toBeLessThanOrEqual(
              bound * BigInt(systemLineCount(t)),
            );
            expect(win).toBeLessThanOrEqual(
              comboPotentialWin(minorUnits(stake), best.slice(0, t.winCount)),
            );
          }
        },
      ),
    );
  });

  it('of a system at odds 1 everywhere is the stake paid into its lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 0, max: 10 ** 9 }), (n, s) => {
        const odds = Array.from({ length: n }, () => oddsInt(10_000));
        for (const t of systemTypesFor(n)) {
          expect(systemPotentialWin(minorUnits(s), odds, t)).toBe(
            systemStakeSplit(minorUnits(s), t).debit,
          );
        }
      }),
    );
  });
});
