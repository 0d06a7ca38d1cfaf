import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { cashoutValue, type CashoutSelection } from './cashout';

const open = (placed: number, current: number | null): CashoutSelection => ({
  placedOdds: oddsInt(placed),
  currentOdds: current === null ? null : oddsInt(current),
  result: { outcome: 'pending' },
});
const stake = minorUnits(1_000);

describe('cash out', () => {
  it('unchanged odds give the stake less the margin', () => {
    expect(cashoutValue({ stake, selections: [open(20_000, 20_000)], margin: 0.05 })).toEqual({
      available: true,
      amount: 950,
    });
  });

  it('shortened odds raise the offer; drifting odds lower it', () => {
    const shorter = cashoutValue({ stake, selections: [open(20_000, 12_500)] });
    expect(shorter).toEqual({ available: true, amount: 1_520 });
    const longer = cashoutValue({ stake, selections: [open(20_000, 40_000)] });
    expect(longer).toEqual({ available: true, amount: 475 });
  });

  it('a won selection counts at its odds, the rest at today’s price', () => {
    const won = { ...open(20_000, null), result: { outcome: 'win' as const } };
    expect(cashoutValue({ stake, selections: [won, open(15_000, 15_000)] })).toEqual({
      available: true,
      amount: 1_900,
    });
  });

  it('no offer while a market is suspended, after a loss, or when nothing is open', () => {
    expect(cashoutValue({ stake, selections: [open(20_000, null)] })).toEqual({
      available: false,
      reason: 'suspended',
    });
    const lost = { ...open(20_000, 20_000), result: { outcome: 'lose' as const } };
    expect(cashoutValue({ stake, selections: [lost, open(15_000, 15_000)] })).toEqual({
      available: false,
      reason: 'lost',
    });
    const won = { ...open(20_000, 20_000), result: { outcome: 'win' as const } };
    expect(cashoutValue({ stake, selections: [won] })).toEqual({
      available: false,
      reason: 'settled',
    });
  });

  it('the offer is never above the potential win and never negative', () => {
    const odds = fc.integer({ min: 10_001, max: 100_000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 8 }),
        fc.array(fc.tuple(odds, odds), { minLength: 1, maxLength: 5 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (s, pairs, margin) => {
          const offer = cashoutValue({
            stake: minorUnits(s),
            selections: pairs.map(([p, c]) => open(p, c)),
            margin,
          });
          if (!offer.available) throw new Error('expected an offer');
          const potential = pairs.reduce((acc, [p]) => (acc * BigInt(p)) / 10_000n, BigInt(s));
          expect(offer.amount).toBeGreaterThanOrEqual(0);
          expect(offer.amount).toBeLessThanOrEqual(Number(potential) + pairs.length);
        },
      ),
    );
  });
});
