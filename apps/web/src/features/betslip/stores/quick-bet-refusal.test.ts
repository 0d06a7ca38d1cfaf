import { describe, expect, it } from 'vitest';
import { firstBetMessage } from './quick-bet-placement';

describe('a refused quick bet says why', () => {
  it('takes the localized reason of the first refused bet', () => {
    const body = {
      code: 'MARKET_SUSPENDED',
      message: 'error.place_bets.default',
      data: { errors_by_bet: { '0': { localized_message: 'A market is suspended right now.' } } },
    };
    expect(firstBetMessage(body)).toBe('A market is suspended right now.');
  });

  it('has nothing to add when the answer names no bet', () => {
    expect(firstBetMessage(null)).toBeNull();
    expect(firstBetMessage({ code: 'UNKNOWN' })).toBeNull();
    expect(firstBetMessage({ data: { errors_by_bet: { '0': { localized_message: '' } } } })).toBe(
      null,
    );
  });
});
