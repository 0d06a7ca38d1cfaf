// Settlement of system bets, line by line, and the bet status each result leaves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { settleSystem } from './settlement';
import { at, done, selectionArb, stakeArb } from './settlement.test-support';
import { systemPotentialWin, systemTypesFor } from './system-types';

describe('system bets', () => {
  const twoOfThree = { winCount: 2, totalCount: 3 };

  it('each line is settled as a combo at the stake per line, payouts summed', () => {
    // 900 → 300 per line; lines 1.5×2, 1.5×lost, 2×lost: only the first pays, 900.
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'win'), at(20_000, 'win'), at(25_000, 'lose')],
      twoOfThree,
    );
    expect(result).toEqual(done('win_entire', 900));
  });

  it('a system with every line lost is lost', () => {
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'lose'), at(20_000, 'lose'), at(25_000, 'win')],
      twoOfThree,
    );
    expect(result).toEqual(done('lose_entire', 0));
  });

  it('a system waits while a line that can still pay is open', () => {
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'win'), at(20_000, 'pending'), at(25_000, 'lose')],
      twoOfThree,
    );
    expect(result).toEqual({ status: 'waiting_results', result: 'no_results', payout: 0 });
  });

  it('a system that can no longer pay is lost at once, even with a selection pending', () => {
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'lose'), at(20_000, 'pending'), at(25_000, 'lose')],
      twoOfThree,
    );
    expect(result).toEqual(done('lose_entire', 0));
  });

  it('a fully refunded system returns the stake paid into its lines', () => {
    const refunds = [at(15_000, 'refund'), at(20_000, 'refund'), at(25_000, 'refund')];
    expect(settleSystem(minorUnits(900), refunds, twoOfThree)).toEqual(done('refund_entire', 900));
    // 1000 over 3 lines is 333 a line; the unstaked 1 is not part of the bet.
    expect(settleSystem(minorUnits(1_000), refunds, twoOfThree)).toEqual(
      done('refund_entire', 999),
    );
  });

  it('a system with any payout and not all refunded is a win', () => {
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'half_lose'), at(20_000, 'refund'), at(25_000, 'lose')],
      twoOfThree,
    );
    // Only the line half_lose × refund pays: 300 × 0.5 × 1.
    expect(result).toEqual(done('win_entire', 150));
  });

  it('selections must match the system type', () => {
    expect(() => settleSystem(minorUnits(900), [at(15_000, 'win')], twoOfThree)).toThrow(
      RangeError,
    );
    expect(() =>
      settleSystem(
        minorUnits(-900),
        [at(15_000, 'win'), at(20_000, 'win'), at(25_000, 'win')],
        twoOfThree,
      ),
    ).toThrow(RangeError);
  });

  it('every selection winning pays the potential win; the payout is never negative or above it', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(selectionArb, { minLength: 3, maxLength: 6 }), (s, sels) => {
        const odds = sels.map((x) => x.odds);
        for (const type of systemTypesFor(sels.length)) {
          const potential = systemPotentialWin(minorUnits(s), odds, type);
          const allWin = settleSystem(
            minorUnits(s),
            odds.map((o) => at(o, 'win')),
            type,
          );
          expect(allWin.payout).toBe(potential);
          const settled = settleSystem(minorUnits(s), sels, type);
          expect(settled.payout).toBeGreaterThanOrEqual(0);
          expect(settled.payout).toBeLessThanOrEqual(potential);
        }
      }),
      { numRuns: 50 },
    );
  });
});
