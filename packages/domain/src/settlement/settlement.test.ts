import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt, type OddsInt } from '../odds/odds-int';
import { multiplyOdds } from '../odds/odds-math';
import {
  betStatusFor,
  selectionFactor,
  settleCombo,
  settleSingle,
  settleSystem,
  type SelectionOutcome,
  type SettledSelection,
} from './settlement';

const at = (odds: number, outcome: SelectionOutcome, extra = {}): SettledSelection => ({
  odds: oddsInt(odds),
  result: { outcome, ...extra },
});
const stake = minorUnits(1_000);

describe('single bets', () => {
  it('a win pays stake × odds', () => {
    expect(settleSingle(stake, at(25_000, 'win'))).toEqual({
      status: 'done',
      result: 'win_entire',
      payout: 2_500,
    });
  });

  it('a loss pays nothing', () => {
    expect(settleSingle(stake, at(25_000, 'lose'))).toEqual({
      status: 'done',
      result: 'lose_entire',
      payout: 0,
    });
  });

  it('a refund returns the stake', () => {
    expect(settleSingle(stake, at(25_000, 'refund'))).toEqual({
      status: 'done',
      result: 'refund_entire',
      payout: 1_000,
    });
  });

  it('a quarter line half win refunds half and wins half', () => {
    expect(settleSingle(stake, at(19_000, 'half_win'))).toEqual({
      status: 'done',
      result: 'refund_half_win_other',
      payout: 1_450,
    });
  });

  it('a quarter line half loss refunds half', () => {
    expect(settleSingle(stake, at(19_000, 'half_lose'))).toEqual({
      status: 'done',
      result: 'refund_half_lose_other',
      payout: 500,
    });
  });

  it('a dead heat divides the stake by the factor', () => {
    expect(settleSingle(stake, at(50_000, 'win', { deadHeatFactor: 0.5 })).payout).toBe(2_500);
  });

  it('a void factor returns that share of the stake', () => {
    expect(settleSingle(stake, at(30_000, 'win', { voidFactor: 0.25 })).payout).toBe(250 + 2_250);
    expect(settleSingle(stake, at(30_000, 'lose', { voidFactor: 0.25 }))).toEqual({
      status: 'done',
      result: 'refund_half_lose_other',
      payout: 250,
    });
  });

  it('a pending selection leaves the bet waiting for results', () => {
    expect(settleSingle(stake, at(20_000, 'pending'))).toEqual({
      status: 'waiting_results',
      result: 'no_results',
      payout: 0,
    });
    expect(selectionFactor(at(20_000, 'pending'))).toBeUndefined();
  });
});

describe('combo bets', () => {
  it('a combo whose selections all win pays stake × combined odds', () => {
    expect(settleCombo(stake, [at(15_000, 'win'), at(20_000, 'win')]).payout).toBe(3_000);
  });

  it('a lost selection loses the combo at once, even with others pending', () => {
    expect(settleCombo(stake, [at(15_000, 'pending'), at(20_000, 'lose')])).toEqual({
      status: 'done',
      result: 'lose_entire',
      payout: 0,
    });
  });

  it('a refunded selection counts at odds 1', () => {
    expect(settleCombo(stake, [at(15_000, 'refund'), at(20_000, 'win')]).payout).toBe(2_000);
  });

  const outcome = fc.constantFrom<SelectionOutcome>(
    'win',
    'lose',
    'refund',
    'half_win',
    'half_lose',
  );
  const odds = fc.integer({ min: 10_001, max: 200_000 });
  const selectionArb = fc.record({ odds, outcome }).map(({ odds: o, outcome: x }) => at(o, x));

  it('payout is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.array(selectionArb, { minLength: 1, maxLength: 8 }),
        (s, sels) => {
          expect(settleCombo(minorUnits(s), sels).payout).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('all-win pays floor(stake × combined odds)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.array(odds, { minLength: 1, maxLength: 6 }),
        (s, os) => {
          const exact =
            (BigInt(s) * os.reduce((acc, o) => acc * BigInt(o), 1n)) / 10_000n ** BigInt(os.length);
          expect(
            settleCombo(
              minorUnits(s),
              os.map((o) => at(o, 'win')),
            ).payout,
          ).toBe(Number(exact));
          expect(Number(exact)).toBeGreaterThanOrEqual(
            Math.floor((s * multiplyOdds(...(os as OddsInt[]))) / 10_000) - os.length * 10,
          );
        },
      ),
    );
  });

  it('refunding a selection equals removing it from the combo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.array(odds, { minLength: 1, maxLength: 5 }),
        odds,
        (s, os, extra) => {
          const without = settleCombo(
            minorUnits(s),
            os.map((o) => at(o, 'win')),
          );
          const refunded = settleCombo(minorUnits(s), [
            ...os.map((o) => at(o, 'win')),
            at(extra, 'refund'),
          ]);
          expect(refunded.payout).toBe(without.payout);
        },
      ),
    );
  });

  it('a half win pays between a refund and a win', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), odds, (s, o) => {
        const half = settleSingle(minorUnits(s), at(o, 'half_win')).payout;
        expect(half).toBeGreaterThanOrEqual(settleSingle(minorUnits(s), at(o, 'refund')).payout);
        expect(half).toBeLessThanOrEqual(settleSingle(minorUnits(s), at(o, 'win')).payout);
      }),
    );
  });
});

describe('system bets', () => {
  const type = { winCount: 2, totalCount: 3 };

  it('each line is settled as a combo at the stake per line, payouts summed', () => {
    // 900 → 300 per line; lines (1.5×2), (1.5×lost), (2×lost): only the first pays 900.
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'win'), at(20_000, 'win'), at(25_000, 'lose')],
      type,
    );
    expect(result).toEqual({ status: 'done', result: 'win_entire', payout: 900 });
  });

  it('a system with every line lost loses', () => {
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'lose'), at(20_000, 'lose'), at(25_000, 'win')],
      type,
    );
    expect(result.result).toBe('lose_entire');
  });

  it('a system waits while a line that can still pay is open', () => {
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'win'), at(20_000, 'pending'), at(25_000, 'lose')],
      type,
    );
    expect(result.status).toBe('waiting_results');
  });

  it('a fully refunded system returns the stake paid into its lines', () => {
    const result = settleSystem(
      minorUnits(900),
      [at(15_000, 'refund'), at(20_000, 'refund'), at(25_000, 'refund')],
      type,
    );
    expect(result).toEqual({ status: 'done', result: 'refund_entire', payout: 900 });
  });
});

describe('bet status', () => {
  it('follows the result', () => {
    expect(betStatusFor('no_results')).toBe('waiting_results');
    expect(betStatusFor('cashed_out')).toBe('cashed_out');
    expect(betStatusFor('win_entire')).toBe('done');
  });
});
