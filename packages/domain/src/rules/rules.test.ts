import { describe, expect, it } from 'vitest';
import {
  ADVANTAGE,
  confirmationDateToIso,
  imageQuality,
  isRtlLocale,
  isValidSearchQuery,
  isWrongOddsError,
  mapLocale,
  outrightTicketTitle,
  padRecommendedStakes,
  parseCookieProvider,
  placeBetErrorMessageId,
  tennisPointDisplay,
} from './index';

describe('small rules', () => {
  it('outright ticket titles: 2 selections is doubles, 3 trebles, more an accumulator', () => {
    expect(outrightTicketTitle(1)).toBeUndefined();
    expect(outrightTicketTitle(2)).toBe('sb.ticket.title.doubles');
    expect(outrightTicketTitle(3)).toBe('sb.ticket.title.trebles');
    expect(outrightTicketTitle(7)).toBe('sb.ticket.title.accumulator');
  });

  it('tennis score above 40 is shown as a special advantage value', () => {
    expect(['0', '15', '30', '40'].map(tennisPointDisplay)).toEqual(['0', '15', '30', '40']);
    expect(tennisPointDisplay(50)).toBe(ADVANTAGE);
    expect(tennisPointDisplay('A')).toBe('A');
  });

  it('confirmation-date strings YYYY-MM-DD HH:MM:SS UTC are converted to ISO', () => {
    expect(confirmationDateToIso('2024-05-01 13:45:00 UTC')).toBe('2024-05-01T13:45:00.000Z');
    expect(confirmationDateToIso('2024-13-45 99:00:00 UTC')).toBe('2024-13-45 99:00:00 UTC');
    expect(confirmationDateToIso('yesterday')).toBe('yesterday');
  });

  it('cookie-provider values use key:value pairs separated by |; an invalid format is ignored', () => {
    expect(parseCookieProvider('a:1|b:2')).toEqual({ a: '1', b: '2' });
    expect(parseCookieProvider('a:1|broken|c:d:e|:x|y:')).toEqual({ a: '1' });
    expect(parseCookieProvider('nonsense')).toEqual({});
    expect(parseCookieProvider(undefined)).toEqual({});
  });

  it('recommended stakes must be exactly 4 values, otherwise padded with 0', () => {
    expect(padRecommendedStakes([5, 10])).toEqual([5, 10, 0, 0]);
    expect(padRecommendedStakes([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
  });

  it('search query length is 3 to 50 characters', () => {
    expect(isValidSearchQuery('ab')).toBe(false);
    expect(isValidSearchQuery('  abc  ')).toBe(true);
    expect(isValidSearchQuery('x'.repeat(50))).toBe(true);
    expect(isValidSearchQuery('x'.repeat(51))).toBe(false);
  });

  it('locale default mapping: br to pt; RTL locales are ar, he, fa, ur', () => {
    expect(mapLocale('br')).toBe('pt');
    expect(mapLocale('pt-BR')).toBe('pt-BR');
    expect(isRtlLocale('ar')).toBe(true);
    expect(isRtlLocale('fa-IR')).toBe(true);
    expect(isRtlLocale('en')).toBe(false);
  });

  it('image quality: base 80, avif at 81.25 percent of base, webp at 87.5 percent', () => {
    expect(imageQuality('base')).toBe(80);
    expect(imageQuality('avif')).toBe(65);
    expect(imageQuality('webp')).toBe(70);
  });
});

describe('place-bet error codes', () => {
  it('map to the message ids of section 8', () => {
    expect(placeBetErrorMessageId('INVALID_ODDS')).toBe('error.place_bets.invalid_odds');
    expect(placeBetErrorMessageId(101)).toBe('error.place_bets.invalid_odds');
    expect(placeBetErrorMessageId('INVALID_ODDS_CUSTOM_BET')).toBe(
      'error.place_bets.invalid_odds_custom_bet',
    );
    expect(placeBetErrorMessageId(120)).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(placeBetErrorMessageId('PVE_PLAYER_BET_FORBIDDEN')).toBe(
      'error.platform.pve_player_bet_forbidden',
    );
    expect(placeBetErrorMessageId(114)).toBe('error.platform.pve_player_bet_forbidden');
    expect(placeBetErrorMessageId(118)).toBe('error.place_bets.municipality_not_found');
    expect(placeBetErrorMessageId('SOMETHING_ELSE')).toBe('error.place_bets.default');
    expect(placeBetErrorMessageId(undefined)).toBe('error.place_bets.default');
  });

  it('wrong-odds errors: code INVALID_ODDS or a risk-validation message about odds', () => {
    expect(isWrongOddsError({ code: 'INVALID_ODDS' })).toBe(true);
    expect(isWrongOddsError({ code: 101 })).toBe(true);
    expect(
      isWrongOddsError({
        code: 'RISK',
        riskMessages: ['odds_higher_than_bookmakers_current_odds'],
      }),
    ).toBe(true);
    expect(isWrongOddsError({ code: 'RISK', riskMessages: ['limit'] })).toBe(false);
    expect(isWrongOddsError({})).toBe(false);
  });
});
