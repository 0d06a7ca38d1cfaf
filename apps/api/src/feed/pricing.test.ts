import { describe, expect, it } from 'vitest';
import { imbalance, priceOutcome } from './pricing';

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
});
