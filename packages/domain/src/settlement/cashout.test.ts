// Cash out: what the sportsbook offers for an open bet now, and when it offers nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt, type OddsInt } from '../odds/odds-int';
import {
  acceptedOfferStands,
  cashoutValue,
  DEFAULT_CASHOUT_MARGIN,
  type CashoutSelection,
} from './cashout';
import type { SelectionOutcome } from './settlement';

const open = (placed: number, current: number | null): CashoutSelection => ({
  placedOdds: oddsInt(placed),
  currentOdds: current === null ? null : oddsInt(current),
  result: { outcome: 'pending' },
});
const settled = (placed: number, outcome: SelectionOutcome): CashoutSelection => ({
  placedOdds: oddsInt(placed),
  currentOdds: null,
  result: { outcome },
});
const stake = minorUnits(1_000);
const offer = (amount: number) => ({ available: true, amount });

describe('cash-out offers', () => {
  it('unchanged odds give the stake less the margin', () => {
    expect(cashoutValue({ stake, selections: [open(20_000, 20_000)], margin: 0.05 })).toEqual(
      offer(950),
    );
  });

  it(`the margin is ${DEFAULT_CASHOUT_MARGIN * 100}% unless the operator sets another`, () => {
    expect(cashoutValue({ stake, selections: [open(20_000, 20_000)] })).toEqual(offer(950));
    expect(cashoutValue({ stake, selections: [open(20_000, 20_000)], margin: 0 })).toEqual(
      offer(1_000),
    );
  });

  it('shortened odds raise the offer; drifting odds lower it', () => {
    expect(cashoutValue({ stake, selections: [open(20_000, 12_500)] })).toEqual(offer(1_520));
    expect(cashoutValue({ stake, selections: [open(20_000, 40_000)] })).toEqual(offer(475));
  });

  it('never offers more than the bet could win, even at the shortest odds', () => {
    expect(cashoutValue({ stake, selections: [open(20_000, 10_000)], margin: 0 })).toEqual(
      offer(2_000),
    );
    // A broken price below 1.00 would value the bet above its potential win: capped.
    const broken = { ...open(20_000, 10_000), currentOdds: 5_000 as OddsInt };
    expect(cashoutValue({ stake, selections: [broken] })).toEqual(offer(2_000));
  });

  it('a won selection counts at its odds, the open ones at today’s price', () => {
    expect(
      cashoutValue({ stake, selections: [settled(20_000, 'win'), open(15_000, 15_000)] }),
    ).toEqual(offer(1_900));
  });

  it('a refunded selection counts at 1, a half win at (odds + 1) / 2', () => {
    expect(
      cashoutValue({ stake, selections: [settled(20_000, 'refund'), open(15_000, 15_000)] }),
    ).toEqual(offer(950));
    expect(
      cashoutValue({ stake, selections: [settled(20_000, 'half_win'), open(15_000, 15_000)] }),
    ).toEqual(offer(1_425));
  });

  it('no offer after a loss, even while another market is suspended', () => {
    expect(
      cashoutValue({ stake, selections: [open(15_000, null), settled(20_000, 'lose')] }),
    ).toEqual({ available: false, reason: 'lost' });
  });

  it('no offer while an open selection’s market is suspended or missing', () => {
    expect(cashoutValue({ stake, selections: [open(20_000, null)] })).toEqual({
      available: false,
      reason: 'suspended',
    });
  });

  it('no offer once every selection is settled: settlement pays instead', () => {
    expect(cashoutValue({ stake, selections: [settled(20_000, 'win')] })).toEqual({
      available: false,
      reason: 'settled',
    });
    expect(cashoutValue({ stake, selections: [] })).toEqual({
      available: false,
      reason: 'settled',
    });
  });

  it('a margin outside [0, 1] or a negative stake is refused', () => {
    const selections = [open(20_000, 20_000)];
    expect(() => cashoutValue({ stake, selections, margin: 1.5 })).toThrow(RangeError);
    expect(() => cashoutValue({ stake, selections, margin: Number.NaN })).toThrow(RangeError);
    expect(() => cashoutValue({ stake: minorUnits(-1), selections })).toThrow(RangeError);
  });

  const oddsArb = fc.integer({ min: 10_000, max: 100_000 });
  const stakeArb = fc.integer({ min: 0, max: 10 ** 8 });
  const marginArb = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 10_000);
  const settledArb = fc.constantFrom<SelectionOutcome>('win', 'refund', 'half_win', 'half_lose');
  const selectionArb = fc.oneof(
    fc.tuple(oddsArb, oddsArb).map(([p, c]) => open(p, c)),
    fc.tuple(oddsArb, settledArb).map(([p, o]) => settled(p, o)),
  );

  it('the offer is never negative and never above the potential win', () => {
    fc.assert(
      fc.property(
        stakeArb,
        fc.array(selectionArb, { minLength: 1, maxLength: 5 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (s, selections, margin) => {
          const result = cashoutValue({ stake: minorUnits(s), selections, margin });
          if (!result.available) {
            expect(selections.every((x) => x.result.outcome !== 'pending')).toBe(true);
            return;
          }
          // The potential win: every open selection wins at its placed odds.
          let num = BigInt(s);
          let den = 1n;
          for (const x of selections) {
            const o = BigInt(x.placedOdds);
            const factors: Record<SelectionOutcome, readonly [bigint, bigint]> = {
              pending: [o, 10_000n],
              win: [o, 10_000n],
              refund: [1n, 1n],
              half_win: [o + 10_000n, 20_000n],
              half_lose: [1n, 2n],
              lose: [0n, 1n],
            };
            const [n, d] = factors[x.result.outcome];
            num *= n;
            den *= d;
          }
          expect(result.amount).toBeGreaterThanOrEqual(0);
          expect(BigInt(result.amount)).toBeLessThanOrEqual(num / den);
        },
      ),
    );
  });

  it('a single at unchanged odds is offered floor(stake × (1 − margin))', () => {
    fc.assert(
      fc.property(stakeArb, oddsArb, marginArb, (s, o, margin) => {
        const bp = Math.round(margin * 10_000);
        expect(cashoutValue({ stake: minorUnits(s), selections: [open(o, o)], margin })).toEqual(
          offer(Math.floor((s * (10_000 - bp)) / 10_000)),
        );
      }),
    );
  });

  it('the offer rises as the open selections’ odds shorten', () => {
    fc.assert(
      fc.property(stakeArb, oddsArb, oddsArb, oddsArb, marginArb, (s, placed, a, b, margin) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        const value = (current: number) =>
          cashoutValue({
            stake: minorUnits(s),
            selections: [open(placed, current)],
            margin,
          }) as { amount: number };
        expect(value(shorter).amount).toBeGreaterThanOrEqual(value(longer).amount);
      }),
    );
  });
});

describe('cash-out offers use exact integers', () => {
  it('a combo of two unchanged open selections is worth the stake, less the margin', () => {
    const selections = [open(13_300, 13_300), open(17_700, 17_700)];
    expect(cashoutValue({ stake: minorUnits(999), selections, margin: 0.1 })).toEqual(offer(899));
  });
});

describe('an accepted cash-out amount takes the offer', () => {
  const m = minorUnits;

  it('stands at the offer and a little under it, not above it, not far under it', () => {
    expect(acceptedOfferStands(m(188), m(188))).toBe(true);
    expect(acceptedOfferStands(m(170), m(188))).toBe(true);
    expect(acceptedOfferStands(m(151), m(188))).toBe(true);
    expect(acceptedOfferStands(m(150), m(188))).toBe(false);
    expect(acceptedOfferStands(m(189), m(188))).toBe(false);
    expect(acceptedOfferStands(m(1), m(188))).toBe(false);
    expect(acceptedOfferStands(m(0), m(188))).toBe(false);
    expect(acceptedOfferStands(m(-5), m(188))).toBe(false);
  });

  it('stands exactly from 80 % of the offer up to the offer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 1, max: 1e12 }), (a, v) => {
        const stands = acceptedOfferStands(m(a), m(v));
        expect(stands).toBe(a <= v && a * 5 >= v * 4);
      }),
    );
  });
});
