// Settlement of singles and combos: what they pay and the result each bet gets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { ODDS_DIVISOR } from '../odds/odds-int';
import {
  BET_RESULTS,
  settleCombo,
  type SelectionOutcome,
  type SettledSelection,
} from './settlement';
import { at, done, oddsArb, selectionArb, stakeArb } from './settlement.test-support';

const stake = minorUnits(1_000);

/** A single is a combo of one selection. */
const settleSingle = (amount: typeof stake, selection: SettledSelection) =>
  settleCombo(amount, [selection]);

/** What a selection pays on a stake of ODDS_DIVISOR: its factor scaled (undefined while open). */
const selectionFactor = (selection: SettledSelection) => {
  const settled = settleSingle(minorUnits(ODDS_DIVISOR), selection);
  return settled.status === 'waiting_results' ? undefined : settled.payout;
};

describe('selection factors', () => {
  it('are scaled by the odds divisor: a refund is 10000, a win its odds, a loss 0', () => {
    expect(selectionFactor(at(18_500, 'win'))).toBe(18_500);
    expect(selectionFactor(at(18_500, 'lose'))).toBe(0);
    expect(selectionFactor(at(18_500, 'refund'))).toBe(10_000);
    expect(selectionFactor(at(18_500, 'half_win'))).toBe(14_250);
    expect(selectionFactor(at(18_500, 'half_lose'))).toBe(5_000);
    expect(selectionFactor(at(18_500, 'pending'))).toBeUndefined();
  });

  it('a dead-heat factor outside (0, 1] or a void factor outside [0, 1] is refused', () => {
    expect(() => selectionFactor(at(20_000, 'win', { deadHeatFactor: 0 }))).toThrow(RangeError);
    expect(() => selectionFactor(at(20_000, 'win', { deadHeatFactor: 1.5 }))).toThrow(RangeError);
    expect(() => selectionFactor(at(20_000, 'win', { voidFactor: -0.1 }))).toThrow(RangeError);
    expect(() => selectionFactor(at(20_000, 'win', { voidFactor: Number.NaN }))).toThrow(
      RangeError,
    );
  });
});

describe('single bets', () => {
  it('a win pays stake × odds', () => {
    expect(settleSingle(stake, at(25_000, 'win'))).toEqual(done('win_entire', 2_500));
  });

  it('a loss pays nothing', () => {
    expect(settleSingle(stake, at(25_000, 'lose'))).toEqual(done('lose_entire', 0));
  });

  it('a refund returns the stake', () => {
    expect(settleSingle(stake, at(25_000, 'refund'))).toEqual(done('refund_entire', 1_000));
  });

  it('a quarter-line half win refunds half the stake and wins on the other half', () => {
    expect(settleSingle(stake, at(19_000, 'half_win'))).toEqual(
      done('refund_half_win_other', 1_450),
    );
  });

  it('a quarter-line half loss refunds half the stake', () => {
    expect(settleSingle(stake, at(19_000, 'half_lose'))).toEqual(
      done('refund_half_lose_other', 500),
    );
  });

  it('a half loss on a stake too small to halve pays nothing and is lost', () => {
    expect(settleSingle(minorUnits(1), at(19_000, 'half_lose'))).toEqual(done('lose_entire', 0));
  });

  it('a dead heat divides the stake among those tied, and is still a win', () => {
    expect(settleSingle(stake, at(50_000, 'win', { deadHeatFactor: 0.5 }))).toEqual(
      done('win_entire', 2_500),
    );
    expect(settleSingle(stake, at(15_000, 'win', { deadHeatFactor: 0.5 }))).toEqual(
      done('win_entire', 750),
    );
  });

  it('a three-way dead heat is exactly a third, even when the feed sends it as a 32-bit float', () => {
    const third = Math.fround(1 / 3);
    expect(settleSingle(stake, at(30_000, 'win', { deadHeatFactor: third })).payout).toBe(1_000);
    expect(
      settleSingle(minorUnits(10 ** 8), at(40_000, 'win', { deadHeatFactor: third })).payout,
    ).toBe(133_333_333);
    expect(settleSingle(stake, at(30_000, 'win', { deadHeatFactor: 0.3333 })).payout).toBe(999);
  });

  it('a void factor returns that share of the stake and settles the rest', () => {
    expect(settleSingle(stake, at(30_000, 'win', { voidFactor: 0.25 }))).toEqual(
      done('refund_half_win_other', 250 + 2_250),
    );
    expect(settleSingle(stake, at(30_000, 'lose', { voidFactor: 0.25 }))).toEqual(
      done('refund_half_lose_other', 250),
    );
    expect(settleSingle(stake, at(30_000, 'lose', { voidFactor: 1 }))).toEqual(
      done('refund_entire', 1_000),
    );
    expect(settleSingle(stake, at(30_000, 'win', { voidFactor: 0 }))).toEqual(
      done('win_entire', 3_000),
    );
  });

  it('a pending selection leaves the bet waiting for results', () => {
    expect(settleSingle(stake, at(20_000, 'pending'))).toEqual({
      status: 'waiting_results',
      result: 'no_results',
      payout: 0,
    });
  });

  it('a negative stake is refused', () => {
    expect(() => settleSingle(minorUnits(-1), at(20_000, 'win'))).toThrow(RangeError);
  });
});

describe('combo bets', () => {
  it('a combo whose selections all win pays stake × combined odds, floored once', () => {
    expect(settleCombo(stake, [at(15_000, 'win'), at(20_000, 'win')])).toEqual(
      done('win_entire', 3_000),
    );
    const third = 13_300;
    expect(
      settleCombo(minorUnits(100_000), [at(third, 'win'), at(third, 'win'), at(third, 'win')])
        .payout,
    ).toBe(235_263);
  });

  it('a lost selection loses the combo at once, even with others pending', () => {
    expect(settleCombo(stake, [at(15_000, 'pending'), at(20_000, 'lose')])).toEqual(
      done('lose_entire', 0),
    );
  });

  it('a pending selection keeps a combo without losses waiting', () => {
    expect(settleCombo(stake, [at(15_000, 'pending'), at(20_000, 'win')]).status).toBe(
      'waiting_results',
    );
  });

  it('a refunded selection counts at odds 1', () => {
    expect(settleCombo(stake, [at(15_000, 'refund'), at(20_000, 'win')])).toEqual(
      done('win_entire', 2_000),
    );
  });

  it('a combo with every selection refunded returns the stake', () => {
    expect(settleCombo(stake, [at(15_000, 'refund'), at(20_000, 'refund')])).toEqual(
      done('refund_entire', 1_000),
    );
  });

  it('a half win anywhere in a combo names the result, before a half loss', () => {
    expect(settleCombo(stake, [at(20_000, 'half_win'), at(20_000, 'half_lose')])).toEqual(
      done('refund_half_win_other', 750),
    );
    expect(settleCombo(stake, [at(20_000, 'win'), at(20_000, 'half_lose')])).toEqual(
      done('refund_half_lose_other', 1_000),
    );
  });

  it('payout is never negative', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(selectionArb, { minLength: 1, maxLength: 6 }), (s, sels) => {
        const settled = settleCombo(minorUnits(s), sels);
        expect(settled.payout).toBeGreaterThanOrEqual(0);
        expect(settled.status).toBe('done');
        expect(BET_RESULTS).toContain(settled.result);
      }),
    );
  });

  it('a combo whose selections all win pays floor(stake × combined odds)', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(oddsArb, { minLength: 1, maxLength: 6 }), (s, os) => {
        const exact =
          (BigInt(s) * os.reduce((acc, o) => acc * BigInt(o), 1n)) / 10_000n ** BigInt(os.length);
        expect(
          settleCombo(
            minorUnits(s),
            os.map((o) => at(o, 'win')),
          ).payout,
        ).toBe(Number(exact));
      }),
    );
  });

  it('refunding a selection equals removing it from the combo', () => {
    fc.assert(
      fc.property(
        stakeArb,
        fc.array(selectionArb, { minLength: 1, maxLength: 5 }),
        oddsArb,
        fc.nat(5),
        (s, sels, odds, position) => {
          const refunded = [...sels];
          refunded.splice(position % (sels.length + 1), 0, at(odds, 'refund'));
          expect(settleCombo(minorUnits(s), refunded).payout).toBe(
            settleCombo(minorUnits(s), sels).payout,
          );
        },
      ),
    );
  });

  it('a half win pays between a refund and a win; a half loss between a loss and a refund', () => {
    fc.assert(
      fc.property(stakeArb, oddsArb, fc.array(selectionArb, { maxLength: 3 }), (s, o, others) => {
        const pay = (outcome: SelectionOutcome) =>
          settleCombo(minorUnits(s), [...others, at(o, outcome)]).payout;
        expect(pay('half_win')).toBeGreaterThanOrEqual(pay('refund'));
        expect(pay('half_win')).toBeLessThanOrEqual(pay('win'));
        expect(pay('half_lose')).toBeGreaterThanOrEqual(pay('lose'));
        expect(pay('half_lose')).toBeLessThanOrEqual(pay('refund'));
      }),
    );
  });

  it('a payout grows with the stake', () => {
    fc.assert(
      fc.property(
        stakeArb,
        fc.nat(10 ** 6),
        fc.array(selectionArb, { maxLength: 5 }),
        (s, more, sels) => {
          expect(settleCombo(minorUnits(s + more), sels).payout).toBeGreaterThanOrEqual(
            settleCombo(minorUnits(s), sels).payout,
          );
        },
      ),
    );
  });
});
