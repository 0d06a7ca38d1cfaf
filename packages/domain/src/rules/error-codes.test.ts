// Tests: place-bet error codes (spec section 8) and wrong-odds detection.
import { describe, expect, it } from 'vitest';
import {
  isWrongOddsError,
  placeBetErrorMessageId,
  placeBetErrorOf,
  PLACEMENT_UNCONFIRMED,
  WRONG_ODDS_RISK_MESSAGES,
} from './error-codes';

describe('place-bet error codes', () => {
  it('INVALID_ODDS or 101 is invalid odds; INVALID_ODDS_CUSTOM_BET or 120 its custom-bet form', () => {
    expect(placeBetErrorMessageId('INVALID_ODDS')).toBe('error.place_bets.invalid_odds');
    expect(placeBetErrorMessageId(101)).toBe('error.place_bets.invalid_odds');
    expect(placeBetErrorMessageId('101')).toBe('error.place_bets.invalid_odds');
    expect(placeBetErrorMessageId('INVALID_ODDS_CUSTOM_BET')).toBe(
      'error.place_bets.invalid_odds_custom_bet',
    );
    expect(placeBetErrorMessageId(120)).toBe('error.place_bets.invalid_odds_custom_bet');
  });

  it('PVE_PLAYER_BET_FORBIDDEN or 114, SPAMF_PLAYER_BET_FORBIDDEN and 118 have their messages', () => {
    expect(placeBetErrorMessageId('PVE_PLAYER_BET_FORBIDDEN')).toBe(
      'error.platform.pve_player_bet_forbidden',
    );
    expect(placeBetErrorMessageId(114)).toBe('error.platform.pve_player_bet_forbidden');
    expect(placeBetErrorMessageId('SPAMF_PLAYER_BET_FORBIDDEN')).toBe(
      'error.platform.spamf_player_bet_forbidden',
    );
    expect(placeBetErrorMessageId(118)).toBe('error.place_bets.municipality_not_found');
  });

  it('anything else is the default message', () => {
    for (const code of ['SOMETHING_ELSE', 999, undefined, '', 'constructor', 'toString']) {
      expect(placeBetErrorMessageId(code)).toBe('error.place_bets.default');
    }
  });

  it('wrong-odds errors: code INVALID_ODDS or 101, or a risk message about the odds', () => {
    expect(isWrongOddsError({ code: 'INVALID_ODDS' })).toBe(true);
    expect(isWrongOddsError({ code: 101 })).toBe(true);
    expect(isWrongOddsError({ code: '101' })).toBe(true);
    for (const message of WRONG_ODDS_RISK_MESSAGES) {
      expect(isWrongOddsError({ code: 'RISK', riskMessages: ['limit', message] })).toBe(true);
    }
    expect(WRONG_ODDS_RISK_MESSAGES).toHaveLength(4);
    expect(isWrongOddsError({ code: 'RISK', riskMessages: ['limit'] })).toBe(false);
    expect(isWrongOddsError({ code: 120 })).toBe(false);
    expect(isWrongOddsError({})).toBe(false);
  });

  it('ACCOUNT_BLOCKED, MUNICIPALITY_NOT_FOUND and an unanswered placement have their own messages', () => {
    expect(placeBetErrorMessageId('ACCOUNT_BLOCKED')).toBe('error.platform.account_blocked');
    expect(placeBetErrorMessageId('MUNICIPALITY_NOT_FOUND')).toBe(
      'error.place_bets.municipality_not_found',
    );
    expect(placeBetErrorMessageId(PLACEMENT_UNCONFIRMED)).toBe('error.place_bets.unconfirmed');
  });
});

describe('reading a placement error body', () => {
  it('keeps a numeric code (101, 114, 118, 120) as it came, so it gets its own message', () => {
    for (const code of [101, 114, 118, 120]) {
      const failure = placeBetErrorOf({ code, message: 'x' });
      expect(failure.code).toBe(code);
      expect(placeBetErrorMessageId(failure.code)).not.toBe('error.place_bets.default');
    }
  });

  it("reads what a player's own limit still lets through, only from a limit's refusal", () => {
    const data = { type: 'wager', period: 'day', remaining: 1_777, currency: 'EUR' };
    expect(
      placeBetErrorOf({
        code: 'WAGER_LIMIT_EXCEEDED',
        message: 'error.limits.wager_exceeded.day',
        data,
      }),
    ).toMatchObject({
      messageId: 'error.limits.wager_exceeded.day',
      limitLeft: { amount: 1_777, currency: 'EUR' },
    });
    expect(
      placeBetErrorOf({ code: 'X', message: 'error.place_bets.default', data }).limitLeft,
    ).toBe(undefined);
  });

  it('reads details, per-bet messages and the risk-validation messages of data and of each bet', () => {
    const failure = placeBetErrorOf({
      code: 'RISK_VALIDATION',
      data: {
        details: 'odds_higher_than_bookmakers',
        risk_messages: ['limit'],
        errors_by_bet: {
          0: { code: 'RISK', localized_message: 'Odds moved', risk_messages: ['odds_to_low'] },
          1: 'not an entry',
        },
      },
    });
    expect(failure).toEqual({
      code: 'RISK_VALIDATION',
      details: 'odds_higher_than_bookmakers',
      errorsByBet: { 0: { localized_message: 'Odds moved' } },
      riskMessages: ['limit', 'odds_to_low', 'odds_higher_than_bookmakers'],
    });
    expect(isWrongOddsError(failure)).toBe(true);
  });

  it("keeps a limit refusal's message id, which names the limit and its period", () => {
    expect(
      placeBetErrorOf({
        code: 'WAGER_LIMIT_EXCEEDED',
        message: 'error.limits.wager_exceeded.week',
        data: { type: 'wager', period: 'week' },
      }),
    ).toEqual({
      code: 'WAGER_LIMIT_EXCEEDED',
      messageId: 'error.limits.wager_exceeded.week',
      errorsByBet: {},
    });
    expect(
      placeBetErrorOf({ code: 'INVALID_ODDS', message: 'error.place_bets.invalid_odds' }).messageId,
    ).toBeUndefined();
  });

  it('a body without a code (or no body) gives no code: the default alert', () => {
    for (const body of [null, undefined, 'text', [], {}, { code: '' }, { code: null }]) {
      expect(placeBetErrorOf(body)).toEqual({});
    }
  });
});
