import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt, type OddsInt } from '../odds/odds-int';
import {
  binomial,
  comboPotentialWin,
  fitsSystemType,
  fullCoverName,
  singlePotentialWin,
  systemLineCount,
  systemLines,
  systemPotentialWin,
  systemStakePerLine,
  systemStakeRemainder,
  systemTypeLabel,
  systemTypeName,
  systemTypesFor,
} from './system-types';

describe('system types', () => {
  it('are generated as k-of-n and sorted by totalCount, then winCount', () => {
    expect(systemTypesFor(4)).toEqual([
      { totalCount: 4, winCount: 2 },
      { totalCount: 4, winCount: 3 },
    ]);
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(17)).toEqual([]);
  });

  it('fit only their own selection count', () => {
    expect(fitsSystemType({ totalCount: 3, winCount: 2 }, 3)).toBe(true);
    expect(fitsSystemType({ totalCount: 3, winCount: 2 }, 4)).toBe(false);
    expect(fitsSystemType({ totalCount: 3, winCount: 3 }, 3)).toBe(false);
  });

  it('have labels and the usual names', () => {
    expect(systemTypeLabel({ totalCount: 4, winCount: 2 })).toBe('2/4');
    expect(systemTypeName({ totalCount: 4, winCount: 2 })).toBe('doubles');
    expect(systemTypeName({ totalCount: 4, winCount: 3 })).toBe('trebles');
    expect(systemTypeName({ totalCount: 6, winCount: 4 })).toBe('4-folds');
    expect(fullCoverName(4, false)).toBe('yankee');
    expect(fullCoverName(4, true)).toBe('lucky15');
    expect(fullCoverName(8, true)).toBeUndefined();
    expect(fullCoverName(9, false)).toBeUndefined();
  });

  it('line count is C(n, k) and lines are enumerated in order', () => {
    expect(systemLines(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(systemLines(3, 0)).toEqual([]);
    expect(binomial(3, 5)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), (n) => {
        const total = systemTypesFor(n).reduce((sum, t) => sum + systemLineCount(t), 0);
        // Every k from 2 to n − 1, plus the combo (k = n): 2^n − n − 1 lines in all.
        expect(total + 1).toBe(2 ** n - n - 1);
        for (const t of systemTypesFor(n))
          expect(systemLines(n, t.winCount)).toHaveLength(systemLineCount(t));
      }),
    );
  });

  it('the total stake is split into equal whole shares per line', () => {
    const type = { totalCount: 3, winCount: 2 };
    expect(systemStakePerLine(minorUnits(1_000), type)).toBe(333);
    expect(systemStakeRemainder(minorUnits(1_000), type)).toBe(1);
  });

  it('potential win sums every winning line', () => {
    const odds = [15_000, 20_000, 25_000].map(oddsInt);
    expect(systemPotentialWin(minorUnits(900), odds, { totalCount: 3, winCount: 2 })).toBe(3_525);
    expect(comboPotentialWin(minorUnits(1_000), odds)).toBe(7_500);
    expect(singlePotentialWin(minorUnits(1_000), oddsInt(18_500))).toBe(1_850);
  });

  it('potential win is never negative, grows with the stake and stays under the all-lines bound', () => {
    const oddsArb = fc.array(fc.integer({ min: 10_001, max: 100_000 }), {
      minLength: 3,
      maxLength: 7,
    });
    fc.assert(
      fc.property(
        oddsArb,
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (raw, s, more) => {
          const odds = raw as OddsInt[];
          for (const type of systemTypesFor(odds.length)) {
            const win = systemPotentialWin(minorUnits(s), odds, type);
            expect(win).toBeGreaterThanOrEqual(0);
            expect(systemPotentialWin(minorUnits(s + more), odds, type)).toBeGreaterThanOrEqual(
              win,
            );
            const maxOdds = Math.max(...odds) / 10_000;
            expect(win).toBeLessThanOrEqual(s * maxOdds ** type.winCount + 1);
          }
        },
      ),
    );
  });
});
