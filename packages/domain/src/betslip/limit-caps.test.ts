// Warn actions: a bet over the odds or payout limit under accept_with_warning is accepted capped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { acceptedBetTerms, acceptedTerms, capPayout, winCaps } from './limit-caps';
import { checkRestrictions, type BetLimits } from './restrictions';
import { stakeForPotentialWin } from './stake';

const warnOdds: BetLimits = {
  maxStakeLimit: { fiat: [], crypto: [] },
  oddsLimit: { value: oddsInt(10_000_000), action: 'accept_with_warning' },
};
const warnPayout: BetLimits = {
  maxStakeLimit: { fiat: [], crypto: [] },
  payoutLimit: { amount: minorUnits(100_000), currencyCode: 'EUR', action: 'accept_with_warning' },
};
const terms = (stake: number, odds: number | undefined, potentialWin: number) => ({
  stake: minorUnits(stake),
  currency: 'EUR',
  odds: odds === undefined ? undefined : oddsInt(odds),
  potentialWin: minorUnits(potentialWin),
});

describe('accepted terms under the site limits', () => {
  it('over the odds limit with accept_with_warning, the odds are the limit and the win follows', () => {
    // The combo: 1.00 EUR at 1,693.32 would win 1,693.32 EUR; it is accepted at 1000.
    expect(acceptedTerms(terms(100, 16_933_200, 169_332), { limits: warnOdds })).toEqual({
      odds: 10_000_000,
      potentialWin: 100_000,
      payoutCap: 100_000,
      capped: { odds: true, payout: false },
    });
  });

  it('a reject action caps nothing (the restriction refuses the bet instead)', () => {
    const reject: BetLimits = {
      ...warnOdds,
      oddsLimit: { value: oddsInt(10_000_000), action: 'reject' },
      payoutLimit: { ...warnPayout.payoutLimit!, action: 'reject' },
    };
    expect(acceptedTerms(terms(100, 16_933_200, 169_332), { limits: reject }).payoutCap).toBe(
      undefined,
    );
  });

  it('odds at or under the limit are left alone', () => {
    expect(acceptedTerms(terms(100, 10_000_000, 100_000), { limits: warnOdds })).toMatchObject({
      odds: 10_000_000,
      potentialWin: 100_000,
      payoutCap: undefined,
    });
  });

  it('a profit over the payout limit with accept_with_warning is capped at stake plus the limit', () => {
    expect(acceptedTerms(terms(10_000, 200_000, 200_000), { limits: warnPayout })).toEqual({
      odds: 200_000,
      potentialWin: 110_000,
      payoutCap: 110_000,
      capped: { odds: false, payout: true },
    });
  });

  it('converts a payout limit set in another currency, and caps nothing without a rate', () => {
    const usd = { ...terms(10_000, 400_000, 400_000), currency: 'USD' };
    const convert = (amount: number) => minorUnits(amount * 2);
    expect(acceptedTerms(usd, { limits: warnPayout, convert }).potentialWin).toBe(210_000);
    expect(acceptedTerms(usd, { limits: warnPayout }).payoutCap).toBe(undefined);
  });

  it('system bets have no one price: only the payout limit caps them', () => {
    const both = { ...warnOdds, payoutLimit: warnPayout.payoutLimit };
    expect(acceptedTerms(terms(10_000, undefined, 500_000), { limits: both })).toMatchObject({
      odds: undefined,
      potentialWin: 110_000,
    });
  });

  it('the slip reads the same terms from its bet, and the payout warning names the capped win', () => {
    const bet = {
      stake: minorUnits(10_000),
      currency: 'EUR',
      betType: 'combo' as const,
      selections: [
        { matchId: 1, provider: 'p', acceptedOdds: oddsInt(50_000), isSuspended: false },
        { matchId: 2, provider: 'p', acceptedOdds: oddsInt(40_000), isSuspended: false },
      ],
    };
    expect(acceptedBetTerms(bet, { limits: warnPayout }).potentialWin).toBe(110_000);
    const [warning] = checkRestrictions(bet, { limits: warnPayout, fiat: true });
    expect(warning).toMatchObject({ type: 'max_payout', severity: 'warn', limit: 110_000 });
  });

  it('the payout limit reads the win after an odds cap', () => {
    const both: BetLimits = {
      ...warnOdds,
      payoutLimit: { amount: minorUnits(150_000), currencyCode: 'EUR', action: 'reject' },
    };
    const bet = {
      stake: minorUnits(100),
      currency: 'EUR',
      betType: 'single' as const,
      selections: [
        { matchId: 1, provider: 'p', acceptedOdds: oddsInt(20_000_000), isSuspended: false },
      ],
    };
    // 2000.00 would win 2,000.00 (profit over 1,500.00); capped at 1000 it wins 1,000.00.
    expect(checkRestrictions(bet, { limits: both, fiat: true }).map((r) => r.type)).toEqual([
      'max_odds',
    ]);
  });

  it('never pays more than asked, and never more than the limits (property)', () => {
    const both: BetLimits = {
      maxStakeLimit: { fiat: [], crypto: [] },
      oddsLimit: { value: oddsInt(10_000_000), action: 'accept_with_warning' },
      payoutLimit: {
        amount: minorUnits(5_000_000),
        currencyCode: 'EUR',
        action: 'accept_with_warning',
      },
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 10_001, max: 1_000_000_000 }),
        (stake, odds) => {
          const win = Math.floor((stake * odds) / 10_000);
          const t = acceptedTerms(terms(stake, odds, win), { limits: both });
          expect(t.potentialWin).toBeLessThanOrEqual(win);
          expect(t.odds!).toBeLessThanOrEqual(10_000_000);
          expect(t.potentialWin - stake).toBeLessThanOrEqual(5_000_000);
          expect(t.payoutCap === undefined).toBe(t.potentialWin === win && t.odds === odds);
        },
      ),
    );
  });

  it('a capped bet pays at most its cap; an uncapped one what it won', () => {
    expect(capPayout(minorUnits(169_332), minorUnits(100_000))).toBe(100_000);
    expect(capPayout(minorUnits(50_000), minorUnits(100_000))).toBe(50_000);
    expect(capPayout(minorUnits(169_332), null)).toBe(169_332);
  });

  it('a typed win asks for the stake that wins it at the capped odds', () => {
    // 1,693.32 would need 0.60 EUR; accepted at 1000 the bet needs 1.00 EUR to win 1,000.00.
    const caps = winCaps({ limits: warnOdds }, 'EUR');
    expect(caps).toEqual({ odds: 10_000_000, profit: undefined });
    expect(stakeForPotentialWin(minorUnits(100_000), oddsInt(16_933_200))).toBe(60);
    const stake = stakeForPotentialWin(minorUnits(100_000), oddsInt(16_933_200), caps);
    expect(stake).toBe(100);
    expect(
      acceptedTerms(terms(stake, 16_933_200, 169_332), { limits: warnOdds }).potentialWin,
    ).toBe(100_000);
    // Reject actions cap nothing: the raw odds price the stake.
    const reject: BetLimits = {
      ...warnOdds,
      oddsLimit: { value: oddsInt(10_000_000), action: 'reject' },
    };
    expect(winCaps({ limits: reject }, 'EUR')).toEqual({ odds: undefined, profit: undefined });
  });

  it('a stake from a typed win wins at least that at the accepted terms (property)', () => {
    const both: BetLimits = {
      maxStakeLimit: { fiat: [], crypto: [] },
      oddsLimit: { value: oddsInt(100_000), action: 'accept_with_warning' },
      payoutLimit: {
        amount: minorUnits(50_000),
        currencyCode: 'EUR',
        action: 'accept_with_warning',
      },
    };
    const caps = winCaps({ limits: both }, 'EUR');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 10_001, max: 10_000_000 }),
        (target, odds) => {
          const stake = stakeForPotentialWin(minorUnits(target), oddsInt(odds), caps);
          const win = Math.floor((stake * odds) / 10_000);
          const accepted = acceptedTerms(terms(stake, odds, win), { limits: both });
          expect(accepted.potentialWin).toBeGreaterThanOrEqual(target);
          // Not a unit more than needed: one less would win less than the target.
          if (stake > 0) {
            const less = stake - 1;
            const lessWin = Math.floor((less * odds) / 10_000);
            expect(
              acceptedTerms(terms(less, odds, lessWin), { limits: both }).potentialWin,
            ).toBeLessThan(target);
          }
        },
      ),
    );
  });
});
