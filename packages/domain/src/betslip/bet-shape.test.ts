import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DECIMAL_ODDS, oddsInt } from '../odds/odds-int';
import { betShape } from './bet-shape';
import { priceCustomBet, type CustomLeg } from './custom-bet-price';

describe('bet shape', () => {
  it('follows what the request carries: custom odds, a system id, one or more selections', () => {
    expect(betShape({ selectionCount: 1, customOdds: false })).toEqual({
      ok: true,
      type: 'single',
    });
    expect(betShape({ selectionCount: 3, customOdds: false })).toEqual({ ok: true, type: 'combo' });
    expect(betShape({ selectionCount: 3, customOdds: true })).toEqual({ ok: true, type: 'custom' });
    expect(betShape({ selectionCount: 3, customOdds: false, systemId: '2/3' })).toEqual({
      ok: true,
      type: 'system',
      system: { winCount: 2, totalCount: 3 },
    });
  });

  it('refuses a stated type that disagrees, and a system that does not fit its selections', () => {
    expect(betShape({ type: 'single', selectionCount: 2, customOdds: false })).toEqual({
      ok: false,
      code: 'BET_TYPE_MISMATCH',
    });
    expect(betShape({ type: 'combo', selectionCount: 2, customOdds: false })).toMatchObject({
      ok: true,
    });
    for (const systemId of ['2/4', '3/3', 'x', '0/3']) {
      expect(betShape({ selectionCount: 3, customOdds: false, systemId })).toEqual({
        ok: false,
        code: 'SYSTEM_TYPE_INVALID',
      });
    }
  });
});

describe('bet builder price', () => {
  const leg = (marketId: number, odds: number, matchId = 7): CustomLeg => ({
    matchId,
    marketId,
    specifier: '',
    outcomeId: '1',
    odds: oddsInt(odds),
  });

  it('needs two legs of one match, from different markets', () => {
    expect(priceCustomBet([leg(1, 20_000)])).toEqual({ ok: false, code: 'CUSTOM_BET_SELECTIONS' });
    expect(priceCustomBet([leg(1, 20_000), leg(2, 20_000, 8)])).toEqual({
      ok: false,
      code: 'CUSTOM_BET_SELECTIONS',
    });
    expect(priceCustomBet([leg(1, 20_000), leg(1, 30_000)])).toEqual({
      ok: false,
      code: 'CUSTOM_BET_CONTRADICTORY',
    });
  });

  it('prices correlated legs below the plain product, less the margin', () => {
    // 1/2 × 1/2 × 1.12 = 0.28; (1 − 0.05) / 0.28 = 3.39
    expect(priceCustomBet([leg(1, 20_000), leg(2, 20_000)])).toEqual({
      ok: true,
      odds: 33_900,
    });
  });

  it('is never above the longest price the book takes', () => {
    const long = [leg(1, 9_990_000), leg(2, 9_990_000), leg(3, 9_990_000)];
    expect(priceCustomBet(long)).toEqual({ ok: true, odds: MAX_DECIMAL_ODDS * 10_000 });
  });

  it('never pays more than the least likely leg alone would, nor less than 1.01', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10_100, max: 500_000 }), { minLength: 2, maxLength: 6 }),
        (odds) => {
          const priced = priceCustomBet(odds.map((o, i) => leg(i + 1, o)));
          expect(priced.ok).toBe(true);
          if (!priced.ok) return;
          const product = odds.reduce((p, o) => p * (o / 10_000), 1);
          expect(priced.odds).toBeGreaterThanOrEqual(10_100);
          expect(priced.odds / 10_000).toBeLessThanOrEqual(Math.max(product, 1.01) + 1e-9);
        },
      ),
    );
  });
});
