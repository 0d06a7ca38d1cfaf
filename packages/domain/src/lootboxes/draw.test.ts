import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAW_BITS } from '../jackpots/draw';
import { rewardIndexOf, rewardOddsPercent } from './draw';

const SPACE = 2 ** DRAW_BITS;

describe('the reward a roll draws', () => {
  it('takes each reward over its run of the roll space, in the order of the table', () => {
    const weights = [1, 2, 1];
    expect(rewardIndexOf(weights, 0)).toBe(0);
    expect(rewardIndexOf(weights, SPACE / 4 - 1)).toBe(0);
    expect(rewardIndexOf(weights, SPACE / 4)).toBe(1);
    expect(rewardIndexOf(weights, (3 * SPACE) / 4 - 1)).toBe(1);
    expect(rewardIndexOf(weights, (3 * SPACE) / 4)).toBe(2);
    expect(rewardIndexOf(weights, SPACE - 1)).toBe(2);
  });

  it('never draws a reward of weight zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SPACE - 1 }), (roll) => {
        expect(rewardIndexOf([3, 0, 5, 0], roll)).not.toBe(1);
        expect(rewardIndexOf([3, 0, 5, 0], roll)).not.toBe(3);
      }),
    );
  });

  it('draws each reward over a share of the roll space equal to its weight (to 1 roll in 2^52/total)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (weights) => {
          fc.pre(weights.some((w) => w > 0));
          const total = weights.reduce((a, b) => a + b, 0);
          // The first roll of each reward's run is the smallest r with floor(r·total/2^52) ≥ the
          // weights before it; the run's length is its share of the space.
          let before = 0;
          for (const [index, weight] of weights.entries()) {
            if (weight === 0) continue;
            const first = Number(
              (BigInt(before) * BigInt(SPACE) + BigInt(total) - 1n) / BigInt(total),
            );
            expect(rewardIndexOf(weights, first)).toBe(index);
            if (first > 0) expect(rewardIndexOf(weights, first - 1)).not.toBe(index);
            const share = (weight / total) * SPACE;
            const next = Number(
              (BigInt(before + weight) * BigInt(SPACE) + BigInt(total) - 1n) / BigInt(total),
            );
            expect(Math.abs(next - first - share)).toBeLessThanOrEqual(1);
            before += weight;
          }
        },
      ),
    );
  });

  it('refuses a roll outside the space and a table without weight', () => {
    expect(() => rewardIndexOf([1], SPACE)).toThrow(RangeError);
    expect(() => rewardIndexOf([1], -1)).toThrow(RangeError);
    expect(() => rewardIndexOf([0, 0], 0)).toThrow(RangeError);
    expect(() => rewardIndexOf([1.5], 0)).toThrow(RangeError);
  });
});

describe('the published odds', () => {
  it('are each weight as a percentage of the total', () => {
    expect(rewardOddsPercent([50, 30, 15, 5])).toEqual([50, 30, 15, 5]);
    expect(rewardOddsPercent([1, 2])).toEqual([33.33, 66.67]);
    expect(rewardOddsPercent([0, 7])).toEqual([0, 100]);
  });
});
