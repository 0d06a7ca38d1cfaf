import { describe, expect, it } from 'vitest';
import { limitText } from './limit-text';

const money = (minor: number) => `€${(minor / 100).toFixed(2)}`;

describe('the limit a bet-limit message names', () => {
  it('is an amount for stake and payout limits', () => {
    expect(limitText({ type: 'max_stake', limit: 50_000 }, money, 'european')).toBe('€500.00');
    expect(limitText({ type: 'max_payout', limit: 1_000_000 }, money, 'european')).toBe(
      '€10000.00',
    );
  });

  it('is odds in the player format for the odds limit', () => {
    expect(limitText({ type: 'max_odds', limit: 1_000_000 }, money, 'european')).toBe('100.00');
    expect(limitText({ type: 'max_odds', limit: 30_000 }, money, 'american')).toBe('+200');
  });

  it('is a count for the selection limit', () => {
    expect(limitText({ type: 'max_selections', limit: 20 }, money, 'european')).toBe('20');
  });
});
