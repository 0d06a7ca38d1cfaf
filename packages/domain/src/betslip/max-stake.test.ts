import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { oddsFromDecimal } from '../odds/parse-odds';
import { systemPotentialWin, systemStakeSplit } from '../settlement/system-types';
import { betMaxStake, systemMaxStake } from './max-stake';
import { checkRestrictions } from './restrictions';
import type { BetLimits } from './restrictions';

const limits: BetLimits = {
  maxStakeLimit: {
    fiat: [{ currencyCode: 'EUR', amount: minorUnits(50_000) }],
    crypto: [],
  },
  payoutLimit: { amount: minorUnits(100_000), currencyCode: 'EUR', action: 'reject' },
};

describe('max stake', () => {
  it('is the stake limit of the bet currency when the payout limit allows more', () => {
    expect(betMaxStake({ currency: 'EUR', odds: oddsFromDecimal(2) }, { limits, fiat: true })).toBe(
      50_000,
    );
  });

  it('is the stake whose profit stays within the payout limit at the bet odds', () => {
    expect(
      betMaxStake({ currency: 'EUR', odds: oddsFromDecimal(11) }, { limits, fiat: true }),
    ).toBe(10_000);
  });

  it('converts a payout limit set in another currency', () => {
    const convert = (amount: number) => minorUnits(amount * 2);
    expect(
      betMaxStake({ currency: 'USD', odds: oddsFromDecimal(11) }, { limits, fiat: true, convert }),
    ).toBe(20_000);
    expect(
      betMaxStake({ currency: 'USD', odds: oddsFromDecimal(11) }, { limits, fiat: true }),
    ).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('has no payout cap at odds of 1.00', () => {
    const none: BetLimits = {
      maxStakeLimit: { fiat: [], crypto: [] },
      payoutLimit: limits.payoutLimit,
    };
    expect(
      betMaxStake({ currency: 'EUR', odds: oddsFromDecimal(1) }, { limits: none, fiat: true }),
    ).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('a payout limit that caps (accept_with_warning) bounds no stake', () => {
    const warn: BetLimits = {
      ...limits,
      payoutLimit: { ...limits.payoutLimit!, action: 'accept_with_warning' },
    };
    expect(
      betMaxStake({ currency: 'EUR', odds: oddsFromDecimal(11) }, { limits: warn, fiat: true }),
    ).toBe(50_000);
  });

  it('an odds limit that caps prices the payout bound at the limit', () => {
    const capped: BetLimits = {
      ...limits,
      oddsLimit: { value: oddsFromDecimal(6), action: 'accept_with_warning' },
    };
    // At 11.00 capped to 6.00: a profit of 1,000.00 is reached at a stake of 200.00.
    expect(
      betMaxStake({ currency: 'EUR', odds: oddsFromDecimal(11) }, { limits: capped, fiat: true }),
    ).toBe(20_000);
  });

  it('is for a system a whole share per line, its debit within the stake limit', () => {
    const system = { winCount: 2, totalCount: 3 };
    const odds = [oddsFromDecimal(1.5), oddsFromDecimal(1.5), oddsFromDecimal(1.5)];
    // The stake limit 500.00 over 3 lines: 166.66 each, 499.98 staked (the payout allows more).
    const max = systemMaxStake(
      { currency: 'EUR', odds, systemType: system },
      { limits, fiat: true },
    );
    expect(max).toBe(49_998);
    expect(systemStakeSplit(max, system)).toMatchObject({ perLine: 16_666, remainder: 0 });
  });

  it('keeps a system’s profit, every line won, within the payout limit', () => {
    const system = { winCount: 2, totalCount: 3 };
    const odds = [oddsFromDecimal(4), oddsFromDecimal(5), oddsFromDecimal(6)];
    const max = systemMaxStake(
      { currency: 'EUR', odds, systemType: system },
      { limits, fiat: true },
    );
    // Lines 20 + 24 + 30 = 74 per unit of share, 71 of profit: 1,000.00 / 71 = 14.08 a line.
    expect(max).toBe(1_408 * 3);
    expect(systemPotentialWin(max, odds, system) - max).toBeLessThanOrEqual(100_000);
    const over = minorUnits(max + 3);
    expect(systemPotentialWin(over, odds, system) - over).toBeGreaterThan(100_000);
    const leg = (o: (typeof odds)[number], matchId: number) => ({
      matchId,
      provider: 'p',
      acceptedOdds: o,
      isSuspended: false,
    });
    const restricted = (stake: number) =>
      checkRestrictions(
        {
          stake: minorUnits(stake),
          currency: 'EUR',
          betType: 'system',
          systemType: system,
          selections: odds.map((o, i) => leg(o, i + 1)),
        },
        { limits, fiat: true },
      );
    expect(restricted(max)).toEqual([]);
    expect(restricted(max + 3).map((r) => r.type)).toEqual(['max_payout']);
  });

  it('bounds no system stake when no limit applies', () => {
    const none: BetLimits = { maxStakeLimit: { fiat: [], crypto: [] } };
    const odds = [oddsFromDecimal(2), oddsFromDecimal(2), oddsFromDecimal(2)];
    expect(
      systemMaxStake(
        { currency: 'EUR', odds, systemType: { winCount: 2, totalCount: 3 } },
        { limits: none, fiat: true },
      ),
    ).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is the largest stake whose floored profit is within the payout limit (property)', () => {
    const payoutOnly: BetLimits = {
      maxStakeLimit: { fiat: [], crypto: [] },
      payoutLimit: { amount: minorUnits(50_000), currencyCode: 'EUR', action: 'reject' },
    };
    fc.assert(
      fc.property(fc.integer({ min: 10_001, max: 5_000_000 }), (odds) => {
        const max = betMaxStake(
          { currency: 'EUR', odds: oddsInt(odds) },
          { limits: payoutOnly, fiat: true },
        );
        const profit = (stake: number) => Math.floor((stake * odds) / 10_000) - stake;
        expect(profit(max)).toBeLessThanOrEqual(50_000);
        expect(profit(max + 1)).toBeGreaterThan(50_000);
      }),
    );
  });
});
