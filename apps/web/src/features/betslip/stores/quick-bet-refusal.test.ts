import { describe, expect, it } from 'vitest';
import { firstBetMessage, quickBetRefusal } from './quick-bet-placement';

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

describe('what a refused quick bet tells the player', () => {
  it('a moved price: nothing staked, tap again (no slip to accept the new price in)', () => {
    for (const code of ['INVALID_ODDS', 'INVALID_ODDS_CUSTOM_BET']) {
      const body = {
        code,
        message: 'error.place_bets.invalid_odds',
        data: {
          errors_by_bet: {
            '0': {
              localized_message: 'The odds have changed. Accept the new odds to place this bet.',
            },
          },
        },
      };
      expect(quickBetRefusal({ ok: false, status: 422, body })).toEqual({
        error: 'quickbet.price-moved',
        refusal: null,
      });
    }
  });

  it('another refusal keeps the API message id and its reason for the bet', () => {
    const body = {
      code: 'MARKET_SUSPENDED',
      message: 'error.place_bets.default',
      data: { errors_by_bet: { '0': { localized_message: 'A market is suspended right now.' } } },
    };
    expect(quickBetRefusal({ ok: false, status: 422, body })).toEqual({
      error: 'error.place_bets.default',
      refusal: 'A market is suspended right now.',
    });
    expect(quickBetRefusal({ ok: false, status: 500, body: null })).toEqual({
      error: 'error.place_bets.default',
      refusal: null,
    });
  });

  it('no answer at all: whether it was placed is not known', () => {
    expect(quickBetRefusal({ ok: false, status: null, body: null }).error).toMatch(/^error\./);
  });
});
