// Tests: the comboboost's active range, its check at placement, and the boosted payout.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { comboboost, leg } from './bonus.test-support';
import {
  boostedOdds,
  boostedPayout,
  checkComboboost,
  comboboostBonusOdds,
  comboboostProgress,
  comboboostRangesValid,
} from './comboboost';

const legs = (n: number, odds = 20_000) =>
  Array.from({ length: n }, (_, i) => leg({ eventId: String(i), odds: oddsInt(odds) }));

describe('comboboost ranges', () => {
  it('picks the range holding the number of selections, and none below the first', () => {
    const terms = comboboost();
    expect(comboboostBonusOdds(terms, legs(2))).toBeUndefined();
    expect(comboboostBonusOdds(terms, legs(4))).toBe(10_500);
    expect(comboboostBonusOdds(terms, legs(5))).toBe(11_000);
    expect(comboboostBonusOdds(terms, legs(9))).toBe(12_000);
  });

  it('shows the progress to the next range and boosts nothing with a selection below min odds', () => {
    expect(comboboostProgress(comboboost(), legs(4))).toEqual({
      suitableSelections: 4,
      activeRangeIndex: 0,
      toNextRange: 1,
    });
    const weak = [...legs(3), leg({ eventId: 'x', odds: oddsInt(11_000) })];
    expect(comboboostProgress(comboboost(), weak).activeRangeIndex).toBe(-1);
  });

  it('a boost never lowers the odds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 10_000_000 }),
        fc.integer({ min: 10_001, max: 30_000 }),
        (combo, bonus) => {
          expect(boostedOdds(oddsInt(combo), oddsInt(bonus))).toBeGreaterThanOrEqual(combo);
        },
      ),
    );
  });

  it('validates ranges: overlapping or backwards ranges are refused', () => {
    expect(comboboostRangesValid(comboboost().ranges)).toBe(true);
    expect(
      comboboostRangesValid([
        { minCount: 3, maxCount: 5, bonusOdds: oddsInt(10_500) },
        { minCount: 5, maxCount: 6, bonusOdds: oddsInt(11_000) },
      ]),
    ).toBe(false);
    expect(comboboostRangesValid([{ minCount: 4, maxCount: 3, bonusOdds: oddsInt(10_500) }])).toBe(
      false,
    );
  });
});

describe('checkComboboost', () => {
  it('admits the range odds the client sent and refuses others', () => {
    expect(checkComboboost(comboboost(), legs(4), 10_500)).toEqual({ ok: true });
    expect(checkComboboost(comboboost(), legs(4), 11_000)).toEqual({
      ok: false,
      code: 'BONUS_ODDS_MISMATCH',
    });
  });

  it('refuses a single, too few selections, a selection below min odds, or outside the conditions', () => {
    expect(checkComboboost(comboboost(), legs(1), 10_500).ok).toBe(false);
    expect(checkComboboost(comboboost(), legs(2), 10_500)).toEqual({
      ok: false,
      code: 'BONUS_SELECTION_COUNT',
    });
    expect(checkComboboost(comboboost(), legs(4, 11_000), 10_500)).toEqual({
      ok: false,
      code: 'BONUS_MIN_ODDS',
    });
    expect(
      checkComboboost(
        comboboost({ eventConditions: [{ kind: 'sport', id: 'tennis' }] }),
        legs(4),
        10_500,
      ),
    ).toEqual({ ok: false, code: 'BONUS_EVENT_CONDITIONS' });
  });
});

describe('boostedPayout', () => {
  const ranges = comboboost().ranges;
  it('multiplies a win by the range of the legs not void', () => {
    const win = { status: 'done', result: 'win_entire', payout: minorUnits(16_000) } as const;
    expect(boostedPayout(win, ranges, 4)).toEqual({ payout: 16_800, bonusOdds: 10_500 });
    expect(boostedPayout(win, ranges, 5)).toEqual({ payout: 17_600, bonusOdds: 11_000 });
  });

  it('drops the boost when a void leg leaves too few, and never boosts a loss or a refund', () => {
    const win = { status: 'done', result: 'win_entire', payout: minorUnits(8_000) } as const;
    expect(boostedPayout(win, ranges, 2)).toEqual({ payout: 8_000, bonusOdds: undefined });
    const lost = { status: 'done', result: 'lose_entire', payout: minorUnits(0) } as const;
    expect(boostedPayout(lost, ranges, 4).payout).toBe(0);
    const refund = { status: 'done', result: 'refund_entire', payout: minorUnits(1_000) } as const;
    expect(boostedPayout(refund, ranges, 0).payout).toBe(1_000);
  });
});
