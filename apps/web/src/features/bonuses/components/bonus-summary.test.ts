import type { Bonus } from '@sportsbook/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/i18n/messages';
import { bonusAmount, bonusConditions, bonusRanges } from './bonus-summary';

const intl = createIntl({ locale: 'en', messages: MESSAGES.en });

const bonus = (overrides: Partial<Bonus>): Bonus => ({
  id: '1',
  type: 'freebet',
  trigger_key: 'welcome',
  name: 'Welcome free bet',
  description: '',
  banner: null,
  status: 'available',
  seen: false,
  issued_at: '2026-11-01T00:00:00Z',
  activated_at: null,
  valid_to: null,
  expired_at: null,
  country_codes: [],
  only_verified: false,
  event_conditions: [],
  min_odds: null,
  ...overrides,
});

describe('what a bonus card says', () => {
  it('a freebet: its amount in its currency, odds limits and an exact selection count', () => {
    const freebet = bonus({
      amount: 500,
      currency: 'EUR',
      min_odds: 1.5,
      max_odds: 10,
      selection_count_from: 1,
      selection_count_to: 1,
      match_status: 'prematch',
    });
    expect(bonusAmount(intl, freebet)).toBe('€5.00');
    expect(bonusConditions(intl, freebet)).toEqual([
      'Odds of at least 1.50 per selection',
      'Odds of at most 10.00 per selection',
      '1 selection',
      'Pre-match bets only',
    ]);
    expect(bonusRanges(intl, freebet)).toEqual([]);
  });

  it('a comboboost: its ranges as percentages and its uses', () => {
    const combo = bonus({
      type: 'comboboost',
      min_odds: 1.2,
      uses_count: 3,
      times_used: 1,
      ranges: [
        { min_count: 3, max_count: 4, bonus_odds: 1.05 },
        { min_count: 5, max_count: 20, bonus_odds: 1.2 },
      ],
    });
    expect(bonusAmount(intl, combo)).toBeNull();
    expect(bonusRanges(intl, combo)).toEqual([
      '3–4 selections: +5% on the odds',
      '5–20 selections: +20% on the odds',
    ]);
    expect(bonusConditions(intl, combo)).toContain('Used 1 of 3 times');
  });

  it('an amb freebet: the free bets each range issues and the minimum stake', () => {
    const amb = bonus({
      type: 'ambFreebet',
      currency: 'EUR',
      min_stake: 500,
      amb_ranges: [
        { number_of_bets: 3, number_of_freebets: 1, issued_bonus_amount: 500 },
        { number_of_bets: 5, number_of_freebets: 2, issued_bonus_amount: 1000 },
      ],
      only_verified: true,
    });
    expect(bonusRanges(intl, amb)).toEqual([
      '3 bets: 1 free bet of €5.00',
      '5 bets: 2 free bets of €10.00',
    ]);
    expect(bonusConditions(intl, amb)).toEqual([
      'Stake of at least €5.00',
      'Verified accounts only',
    ]);
  });
});
