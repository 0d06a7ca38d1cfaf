// Tests: freebet payouts by variant at settlement, and the amb freebet's progress.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { settleCombo } from '../settlement/settlement';
import { ambBetQualifies, ambProgress } from './amb-freebet';
import { leg } from './bonus.test-support';
import { freebetSettlement, stakeFromBonus } from './freebet-payout';
import type { AmbFreebetTerms } from './types';

const stake = minorUnits(1_000);
const at = (odds: number, outcome: 'win' | 'lose' | 'refund') =>
  settleCombo(stake, [{ odds: oddsInt(odds), result: { outcome } }]);

describe('freebetSettlement', () => {
  it('pays only the winnings of a stake-not-returned freebet', () => {
    expect(freebetSettlement('freebet', stake, at(25_000, 'win'))).toEqual({
      cash: 1_500,
      tokenReturned: false,
      refundFreebet: 0,
    });
    expect(freebetSettlement('freebet_only_win', stake, at(25_000, 'win'))?.cash).toBe(1_500);
    expect(freebetSettlement('freebet', stake, at(25_000, 'lose'))?.cash).toBe(0);
  });

  it('pays stake and winnings of an all-win freebet', () => {
    expect(freebetSettlement('freebet_all_win', stake, at(25_000, 'win'))?.cash).toBe(2_500);
    expect(freebetSettlement('freebet_all_win', stake, at(25_000, 'lose'))?.cash).toBe(0);
  });

  it('returns the token of a fully void freebet bet, never cash', () => {
    expect(freebetSettlement('freebet', stake, at(25_000, 'refund'))).toEqual({
      cash: 0,
      tokenReturned: true,
      refundFreebet: 0,
    });
  });

  it('pays a no-risk bet as a real one and gives a lost stake back as a freebet', () => {
    expect(stakeFromBonus('freebet_no_risk')).toBe(false);
    expect(freebetSettlement('freebet_no_risk', stake, at(25_000, 'win'))?.cash).toBe(2_500);
    expect(freebetSettlement('freebet_no_risk', stake, at(25_000, 'lose'))).toEqual({
      cash: 0,
      tokenReturned: false,
      refundFreebet: 1_000,
    });
  });

  it('waits while the bet waits', () => {
    const waiting = settleCombo(stake, [{ odds: oddsInt(20_000), result: { outcome: 'pending' } }]);
    expect(freebetSettlement('freebet', stake, waiting)).toBeUndefined();
  });

  it('never pays a stake-not-returned freebet more than an all-win one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 1_000_000 }), fc.boolean(), (odds, won) => {
        const s = at(odds, won ? 'win' : 'lose');
        const snr = freebetSettlement('freebet', stake, s)?.cash ?? 0;
        const all = freebetSettlement('freebet_all_win', stake, s)?.cash ?? 0;
        expect(snr).toBeLessThanOrEqual(all);
        expect(all - snr).toBe(won ? stake : 0);
      }),
    );
  });
});

describe('amb freebet', () => {
  const terms: AmbFreebetTerms = {
    type: 'ambFreebet',
    countryCodes: [],
    onlyVerified: false,
    eventConditions: [],
    validTo: null,
    minStake: minorUnits(500),
    minOdds: oddsInt(15_000),
    currency: 'EUR',
    issueTo: 'freebet',
    ranges: [
      { numberOfBets: 3, numberOfFreebets: 1, issuedBonusAmount: minorUnits(500) },
      { numberOfBets: 5, numberOfFreebets: 2, issuedBonusAmount: minorUnits(1_000) },
    ],
  };

  it('counts real-money bets of min stake whose selections fit', () => {
    expect(ambBetQualifies(terms, minorUnits(500), 'EUR', [leg()])).toBe(true);
    expect(ambBetQualifies(terms, minorUnits(499), 'EUR', [leg()])).toBe(false);
    expect(ambBetQualifies(terms, minorUnits(500), 'USD', [leg()])).toBe(false);
    expect(ambBetQualifies(terms, minorUnits(500), 'EUR', [leg({ odds: oddsInt(14_000) })])).toBe(
      false,
    );
  });

  it('shows progress to the next range', () => {
    expect(ambProgress(terms, 4)).toMatchObject({
      progressCount: 4,
      possibleProgressCount: 5,
      reached: terms.ranges[0],
      next: terms.ranges[1],
    });
  });
});
