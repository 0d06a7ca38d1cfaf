// Cash out of system bets (the value of the remaining lines) and bet builders (the price of the
// remaining legs), and of bets whose win a warn action capped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { cashoutValue, type CashoutSelection } from './cashout';
import { customCashoutValue, systemCashoutValue } from './cashout-kinds';
import type { SelectionOutcome } from './settlement';
import { systemPotentialWin } from './system-types';

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
const offer = (amount: number) => ({ available: true, amount });
const twoOfThree = { winCount: 2, totalCount: 3 };
// 3 lines of 1.00 each.
const stake = minorUnits(300);

describe('system cash out', () => {
  it('unchanged odds give the stake less the margin, like a combo', () => {
    const selections = [open(20_000, 20_000), open(20_000, 20_000), open(20_000, 20_000)];
    expect(systemCashoutValue({ stake, selections, type: twoOfThree })).toEqual(offer(285));
  });

  it('a lost leg loses its lines; the remaining line is valued at today’s odds', () => {
    // Lines 1-2 and 1-3 lost; line 2-3 is a combo of 1.00 at 2.0 × 2.0 with prices now 1.6 × 2.5.
    const selections = [settled(20_000, 'lose'), open(20_000, 16_000), open(20_000, 25_000)];
    // 100 × (2/1.6) × (2/2.5) × 0.95 = 95
    expect(systemCashoutValue({ stake, selections, type: twoOfThree })).toEqual(offer(95));
  });

  it('a settled line counts at what it won, without margin; the open lines less the margin', () => {
    // 1-2 won 4.00; 1-3 and 2-3 open at unchanged prices: 100 × 2 × 0.95 + 100 × 0.95 ×... each.
    const selections = [settled(20_000, 'win'), settled(20_000, 'win'), open(20_000, 20_000)];
    // line 1-2: 400 known; line 1-3: 100 × 2 × 0.95 = 190; line 2-3: 190.
    expect(systemCashoutValue({ stake, selections, type: twoOfThree })).toEqual(offer(780));
  });

  it('no offer once every line has lost, while a live line’s leg is suspended, or with none open', () => {
    const lost = [settled(20_000, 'lose'), settled(20_000, 'lose'), open(20_000, 20_000)];
    expect(systemCashoutValue({ stake, selections: lost, type: twoOfThree })).toEqual({
      available: false,
      reason: 'lost',
    });
    const suspended = [open(20_000, 20_000), open(20_000, null), open(20_000, 20_000)];
    expect(systemCashoutValue({ stake, selections: suspended, type: twoOfThree })).toMatchObject({
      reason: 'suspended',
    });
    const done = [settled(20_000, 'win'), settled(20_000, 'lose'), settled(20_000, 'win')];
    expect(systemCashoutValue({ stake, selections: done, type: twoOfThree })).toMatchObject({
      reason: 'settled',
    });
  });

  it('a suspended leg of a line already lost does not stop the offer', () => {
    const selections = [settled(20_000, 'lose'), open(20_000, 20_000), open(20_000, 20_000)];
    expect(systemCashoutValue({ stake, selections, type: twoOfThree })).toEqual(offer(95));
  });

  it('never offers more than the remaining lines can win (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10_100, max: 100_000 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 10_000, max: 100_000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 6, max: 100_000 }),
        (placed, current, total) => {
          const type = { winCount: 2, totalCount: 4 };
          const selections = placed.map((p, i) => open(p, current[i]!));
          const result = systemCashoutValue({ stake: minorUnits(total), selections, type });
          const cap = systemPotentialWin(minorUnits(total), placed.map(oddsInt), type);
          expect(result.available && result.amount).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

describe('bet builder cash out', () => {
  const legs = (...outcomes: SelectionOutcome[]) => outcomes.map((outcome) => ({ outcome }));

  it('the remaining legs at the placed price give the stake less the margin', () => {
    expect(
      customCashoutValue({
        stake: minorUnits(1_000),
        placedOdds: oddsInt(60_000),
        legs: legs('pending', 'pending'),
        remainingOdds: oddsInt(60_000),
      }),
    ).toEqual(offer(950));
  });

  it('a won leg leaves the others priced now: stake × placed / remaining, less the margin', () => {
    // 10.00 at 6.00; one leg won, the other's price now 1.50: 10 × 6 / 1.5 × 0.95 = 38.00.
    expect(
      customCashoutValue({
        stake: minorUnits(1_000),
        placedOdds: oddsInt(60_000),
        legs: legs('win', 'pending'),
        remainingOdds: oddsInt(15_000),
      }),
    ).toEqual(offer(3_800));
  });

  it('is capped at the potential win', () => {
    expect(
      customCashoutValue({
        stake: minorUnits(1_000),
        placedOdds: oddsInt(60_000),
        legs: legs('win', 'pending'),
        remainingOdds: oddsInt(10_000),
        margin: 0,
      }),
    ).toEqual(offer(6_000));
  });

  it('no offer after a lost leg, a refunded leg, while suspended, or with nothing open', () => {
    const base = { stake: minorUnits(1_000), placedOdds: oddsInt(60_000) };
    const reason = (input: Parameters<typeof customCashoutValue>[0]) =>
      (customCashoutValue(input) as { reason?: string }).reason;
    expect(reason({ ...base, legs: legs('lose', 'pending'), remainingOdds: oddsInt(20_000) })).toBe(
      'lost',
    );
    expect(
      reason({ ...base, legs: legs('refund', 'pending'), remainingOdds: oddsInt(20_000) }),
    ).toBe('settled');
    expect(reason({ ...base, legs: legs('pending', 'pending'), remainingOdds: null })).toBe(
      'suspended',
    );
    expect(reason({ ...base, legs: legs('win', 'win'), remainingOdds: oddsInt(20_000) })).toBe(
      'settled',
    );
  });
});

describe('cash out of a bet a warn action capped', () => {
  it('is worth the capped share of its value, and never more than the cap', () => {
    // 1.00 at 2000.00 capped at 1000: worth half of 95 (unchanged odds).
    const selections = [open(20_000_000, 20_000_000)];
    expect(cashoutValue({ stake: minorUnits(100), selections })).toEqual(offer(95));
    expect(
      cashoutValue({ stake: minorUnits(100), selections, payoutCap: minorUnits(100_000) }),
    ).toEqual(offer(47));
    const shortened = [open(20_000_000, 10_000)];
    expect(
      cashoutValue({
        stake: minorUnits(100),
        selections: shortened,
        payoutCap: minorUnits(100_000),
      }),
    ).toEqual(offer(95_000));
  });
});
