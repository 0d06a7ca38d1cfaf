import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { bet, selection, selections } from './fixtures.test-support';
import {
  betDebit,
  betOdds,
  betPotentialWin,
  changeSlipCurrency,
  exceedsBalance,
  rescalePotentialWinStake,
  setActiveBonus,
  setPotentialWin,
  setStake,
  stakeForPotentialWin,
  systemStakeSplit,
  ticketDebit,
} from './stake';

describe('stakes', () => {
  it('a combo is priced at the product of the accepted odds; a custom bet at its custom odds', () => {
    const [a, b] = selections(2);
    expect(betOdds(bet('combo', [a!, b!]))).toBe(30_000);
    expect(betOdds({ ...bet('custom', [a!, b!]), customOdds: oddsInt(27_500) })).toBe(27_500);
    expect(betOdds(bet('combo', []))).toBeUndefined();
    expect(betOdds({ ...bet('combo', [a!, b!]), bonusOdds: oddsInt(11_000) })).toBe(33_000);
  });

  it('potential win for singles, combos and systems', () => {
    const [a, b, c] = selections(3);
    expect(betPotentialWin(bet('single', [a!], 1_000))).toBe(1_500);
    expect(betPotentialWin(bet('combo', [a!, b!], 1_000))).toBe(3_000);
    const system = {
      ...bet('system', [a!, b!, c!], 900),
      systemType: { winCount: 2, totalCount: 3 },
    };
    // 300 per line: 1.5×2 + 1.5×2.5 + 2×2.5 = 3 + 3.75 + 5 → 900 + 1125 + 1500
    expect(betPotentialWin(system)).toBe(3_525);
    expect(betPotentialWin({ ...bet('custom', [a!, b!]) })).toBe(0);
  });

  it('a stake is never negative', () => {
    expect(() => setStake(bet('single', [selection()]), minorUnits(-1))).toThrow(RangeError);
    expect(setStake(bet('single', [selection()]), minorUnits(5)).stakeSource).toBe('others');
  });

  it('a potential-win stake is rescaled when odds change', () => {
    const typed = setPotentialWin(bet('single', [selection()]), minorUnits(1_000));
    expect(typed).toMatchObject({
      stake: 500,
      stakeSource: 'potential_win',
      potentialWinTarget: 1_000,
    });
    const repriced = {
      ...typed,
      selections: [{ ...typed.selections[0]!, acceptedOdds: oddsInt(40_000) }],
    };
    expect(rescalePotentialWinStake(repriced).stake).toBe(250);
    expect(rescalePotentialWinStake(typed)).toBe(typed);
    const plain = bet('single', [selection()]);
    expect(rescalePotentialWinStake(plain)).toBe(plain);
    expect(setPotentialWin(bet('combo', []), minorUnits(10))).toEqual(bet('combo', []));
    const noOdds = { ...typed, betType: 'custom' as const };
    expect(rescalePotentialWinStake(noOdds)).toBe(noOdds);
  });

  it('the stake from a potential win always wins at least that amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 10_001, max: 10_000_000 }),
        (target, odds) => {
          const stake = stakeForPotentialWin(minorUnits(target), oddsInt(odds));
          expect(Math.floor((stake * odds) / 10_000)).toBeGreaterThanOrEqual(target);
          expect(stake).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('currency change resets the stake to 0 and marks the stake source sharing', () => {
    const [changed] = changeSlipCurrency([bet('single', [selection()], 700)], 'BTC', 100_000_000);
    expect(changed).toMatchObject({
      currency: 'BTC',
      subunits: 100_000_000,
      stake: 0,
      stakeSource: 'sharing',
    });
  });

  it('setting a freebet sets the stake to the freebet stake; removing it sets the stake to 0', () => {
    const withFreebet = setActiveBonus(bet('single', [selection()], 700), {
      id: 'f1',
      type: 'freebet_no_risk',
      amount: minorUnits(250),
    });
    expect(withFreebet).toMatchObject({ stake: 250, freebetStake: 250 });
    expect(setActiveBonus(withFreebet, undefined)).toMatchObject({ stake: 0, bonus: undefined });
    expect(
      setActiveBonus(
        setActiveBonus(bet('single', [selection()]), { id: 'f', type: 'freebet' }),
        undefined,
      ).stake,
    ).toBe(0);
    expect(
      setActiveBonus(bet('single', [selection()], 300), { id: 'f', type: 'freebet' }).stake,
    ).toBe(0);
  });

  it('a comboboost carries its bonus odds; removing it keeps the stake', () => {
    const boosted = setActiveBonus(bet('combo', selections(2), 300), {
      id: 'c1',
      type: 'comboboost',
      odds: oddsInt(11_000),
    });
    expect(boosted.bonusOdds).toBe(11_000);
    expect(setActiveBonus(boosted, undefined)).toMatchObject({ stake: 300, bonusOdds: undefined });
  });
});

describe('the debit of a ticket', () => {
  const [a, b, c] = selections(3);
  const system = (stake: number) => ({
    ...bet('system', [a!, b!, c!], stake),
    systemType: { totalCount: 3, winCount: 2 },
  });

  it('debits a system the stake per line times its lines, never the remainder', () => {
    expect(systemStakeSplit(minorUnits(100), { totalCount: 3, winCount: 2 })).toEqual({
      lines: 3,
      perLine: 33,
      debit: 99,
      remainder: 1,
    });
    expect(betDebit(system(100))).toBe(99);
    expect(betDebit(system(99))).toBe(99);
    expect(betDebit(system(2))).toBe(0);
  });

  it('debits singles, combos and custom bets their stake; a slip the sum of its bets', () => {
    expect(betDebit(bet('single', [a!], 1_001))).toBe(1_001);
    expect(betDebit(bet('combo', [a!, b!], 1_001))).toBe(1_001);
    expect(betDebit(bet('custom', [a!, b!], 700))).toBe(700);
    expect(ticketDebit([bet('single', [a!], 500), system(100)])).toBe(599);
    expect(ticketDebit([])).toBe(0);
  });

  it('is never more than the stake typed, and short of it by less than one unit per line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 3, max: 8 }),
        (stake, n) => {
          const type = { totalCount: n, winCount: 2 };
          const split = systemStakeSplit(minorUnits(stake), type);
          expect(split.debit).toBeLessThanOrEqual(stake);
          expect(split.remainder).toBeLessThan(split.lines);
          expect(split.debit + split.remainder).toBe(stake);
        },
      ),
    );
  });

  it('is over the balance only when the debit is, not the typed system stake', () => {
    expect(exceedsBalance([system(100)], minorUnits(99))).toBe(false);
    expect(exceedsBalance([bet('single', [a!], 100)], minorUnits(99))).toBe(true);
    expect(exceedsBalance([bet('single', [a!], 99)], minorUnits(99))).toBe(false);
  });
});
