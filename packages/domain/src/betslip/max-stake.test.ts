import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsFromDecimal } from '../odds/parse-odds';
import { betMaxStake } from './max-stake';
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
});
