import { describe, expect, it } from 'vitest';
import {
  DRAW_BITS,
  drawFromDigest,
  levelHitBy,
  qualifiesForJackpot,
  splitContribution,
  type JackpotRule,
} from './draw';

const jackpot: JackpotRule = {
  state: 'active',
  currency: 'EUR',
  contributionBp: 100,
  minStake: 100,
  levels: [
    { code: 'mini', active: true, shareBp: 6000, hitOneIn: 4 },
    { code: 'major', active: true, shareBp: 3000, hitOneIn: 4 },
    { code: 'mega', active: false, shareBp: 1000, hitOneIn: 4 },
  ],
};

describe('a qualifying bet', () => {
  it('is a real-money stake of at least the minimum in the jackpot currency while it is active', () => {
    expect(qualifiesForJackpot(jackpot, { currency: 'EUR', debit: 100 })).toBe(true);
    expect(qualifiesForJackpot(jackpot, { currency: 'EUR', debit: 99 })).toBe(false);
    expect(qualifiesForJackpot(jackpot, { currency: 'USD', debit: 1000 })).toBe(false);
    expect(qualifiesForJackpot(jackpot, { currency: 'EUR', debit: 0 })).toBe(false);
    expect(
      qualifiesForJackpot({ ...jackpot, state: 'paused' }, { currency: 'EUR', debit: 500 }),
    ).toBe(false);
  });
});

describe('the contribution', () => {
  it('is the configured share of the stake, split over the active levels, adding up exactly', () => {
    // 1 % of 12,345 is 123 (rounded down); 6000:3000 of it is 82 and 41.
    expect(splitContribution(jackpot, 12_345)).toEqual([
      { code: 'mini', amount: 82 },
      { code: 'major', amount: 41 },
    ]);
    for (const stake of [100, 101, 999, 12_345, 1_000_001]) {
      const parts = splitContribution(jackpot, stake);
      const sum = parts.reduce((total, part) => total + part.amount, 0);
      expect(sum).toBe(Math.floor(stake / 100));
    }
  });

  it('is nothing when the share rounds to zero', () => {
    expect(splitContribution(jackpot, 99)).toEqual([]);
  });
});

describe('the draw', () => {
  it('reads the first 52 bits of the digest', () => {
    expect(drawFromDigest('0000000000001ffff')).toBe(1);
    expect(drawFromDigest('fffffffffffff')).toBe(2 ** DRAW_BITS - 1);
    expect(() => drawFromDigest('xyz')).toThrow(RangeError);
  });

  it('hits at most one active level, each with its slice of the draw space', () => {
    const quarter = 2 ** DRAW_BITS / 4;
    expect(levelHitBy(jackpot.levels, 0)).toBe('mini');
    expect(levelHitBy(jackpot.levels, quarter - 1)).toBe('mini');
    expect(levelHitBy(jackpot.levels, quarter)).toBe('major');
    // The inactive level has no slice: past the active ones nothing is hit.
    expect(levelHitBy(jackpot.levels, 2 * quarter)).toBeNull();
    expect(levelHitBy(jackpot.levels, 2 ** DRAW_BITS - 1)).toBeNull();
  });
});
