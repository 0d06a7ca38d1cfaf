import { describe, expect, it } from 'vitest';
import { oddsInt } from '@sportsbook/domain';
import { imbalance, priceOutcome, stepOdds } from './pricing';

describe('pricing fair probabilities into odds', () => {
  it('applies the margin and rounds down to hundredths below 10', () => {
    expect(priceOutcome(0.5, 0)).toBe(20000);
    expect(priceOutcome(0.5, 0.05)).toBe(19000); // 1/0.525 = 1.9047… → 1.90
  });

  it('uses coarser ladder steps for long prices', () => {
    expect(priceOutcome(1 / 13.37, 0)).toBe(133000);
    expect(priceOutcome(1 / 37.7, 0)).toBe(375000);
    expect(priceOutcome(1 / 77.7, 0)).toBe(770000);
    expect(priceOutcome(1 / 333, 0)).toBe(3300000);
  });

  it('offers no price for certainties and impossible outcomes', () => {
    expect(priceOutcome(0.995, 0.05)).toBeNull();
    expect(priceOutcome(0, 0.05)).toBeNull();
  });

  it('caps very long prices', () => {
    expect(priceOutcome(1e-6, 0)).toBe(5000000);
  });

  it('measures how balanced a market is', () => {
    expect(imbalance([0.5, 0.5])).toBe(0);
    expect(imbalance([0.9, 0.1])).toBeCloseTo(0.8);
    expect(imbalance([])).toBe(Infinity);
  });

  it('moves a price along the ladder by whole steps, within its range', () => {
    expect(stepOdds(oddsInt(18500), 1)).toBe(18600);
    expect(stepOdds(oddsInt(18500), -2)).toBe(18300);
    expect(stepOdds(oddsInt(99900), 2)).toBe(101000); // 9.99 → 10.00 → 10.10
    expect(stepOdds(oddsInt(100000), -1)).toBe(99900); // 10.00 → 9.99
    expect(stepOdds(oddsInt(10100), -1)).toBeNull();
    expect(stepOdds(oddsInt(5000000), 1)).toBeNull();
  });
});
