import type { BalanceChanged } from '@sportsbook/contracts';
import { describe, expect, it } from 'vitest';
import { isCatalogueEvent, isEvent } from './realtime-events';

describe('real-time events told apart by their event_name', () => {
  it('takes the four catalogue events and ignores any other name', () => {
    for (const name of [
      'match_changed',
      'markets_changed',
      'match_status_changed',
      'provider_status_changed',
    ]) {
      expect(isCatalogueEvent({ event_name: name, message: {} })).toBe(true);
    }
    expect(isCatalogueEvent({ event_name: 'balance_changed', message: {} })).toBe(false);
    expect(isCatalogueEvent({ event_name: 'toString', message: {} })).toBe(false);
  });

  it('ignores a message that is missing or not an object', () => {
    expect(isCatalogueEvent(null)).toBe(false);
    expect(isCatalogueEvent('match_changed')).toBe(false);
    expect(isCatalogueEvent({ event_name: 'match_changed' })).toBe(false);
    expect(isCatalogueEvent({ event_name: 'match_changed', message: null })).toBe(false);
  });

  it('a private channel event is the one named, nothing else', () => {
    const balance = { event_name: 'balance_changed', message: { balance: {} } };
    expect(isEvent<BalanceChanged>(balance, 'balance_changed')).toBe(true);
    expect(
      isEvent<BalanceChanged>({ ...balance, event_name: 'bet_changed' }, 'balance_changed'),
    ).toBe(false);
    expect(isEvent<BalanceChanged>({ ...balance, message: null }, 'balance_changed')).toBe(false);
  });
});
