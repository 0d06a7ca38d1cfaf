import type { Market, MatchStatistics } from '@sportsbook/contracts';
import { oddsInt } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { LiveCatalogue, liveEventOf, outcomeKey } from './live-catalogue';

const market = (odds: [number, number], status = 1): Market => ({
  match_urn_id: 'sr:match:1',
  match_id: 1,
  id: 186,
  name: 'Winner',
  status: status as Market['status'],
  specifier: '',
  outcomes: [
    { id: '4', name: 'Home', active: true, odds: odds[0] },
    { id: '5', name: 'Away', active: true, odds: odds[1] },
  ],
  market_groups: ['main'],
  priority: 1,
  most_balanced: true,
  next_bet_stop: null,
  custom_bet_groups: [],
  provider: 'sportradar',
});

const statistics: MatchStatistics = {
  clock: null,
  total_score: { home: 1, away: 0 },
  game_score: null,
  period_score: [],
  current_server: null,
  max_period_number: null,
};

describe('live odds store', () => {
  it('gives a market and outcome as they stand: a price picked after it moved is the new one', () => {
    const store = new LiveCatalogue();
    const shown = market([1.8, 2.1]);
    expect(store.asItStands(shown, shown.outcomes[0]!).outcome.odds).toBe(1.8);
    store.seedMarket(shown);
    store.applyMarkets([market([1.95, 2.1], -1)]);
    const now = store.asItStands(shown, shown.outcomes[0]!);
    expect(now.outcome).toMatchObject({ id: '4', name: 'Home', odds: 1.95, active: true });
    expect(now.odds).toBe(19_500);
    expect(now.market).toMatchObject({ id: 186, name: 'Winner', status: -1 });
    expect(shown.outcomes[0]!.odds).toBe(1.8);
  });

  it('after a reload, forgets what it held before the reload began and keeps what came since', () => {
    const store = new LiveCatalogue();
    store.applyMarkets([market([1.8, 2.1])]);
    store.apply({
      event_name: 'match_status_changed',
      message: { match_id: 1, status: 1, statistics },
    });
    const home = outcomeKey(1, 186, '', '4');
    const away = outcomeKey(1, 186, '', '5');
    const watchHome = vi.fn();
    const watchAway = vi.fn();
    store.outcomes.subscribe(home, watchHome);
    store.outcomes.subscribe(away, watchAway);
    const generation = store.generation;

    const mark = store.mark();
    store.applyMarkets([{ ...market([1.8, 2.4]), outcomes: [market([1.8, 2.4]).outcomes[1]!] }]);
    watchAway.mockClear();
    store.dropUpTo(mark);

    expect(store.outcomes.get(home)).toBeUndefined();
    expect(watchHome).toHaveBeenCalledOnce();
    expect(store.outcomes.get(away)?.odds).toBe(24_000);
    expect(watchAway).not.toHaveBeenCalled();
    expect(store.matches.get('1')).toBeUndefined();
    expect(store.generation).toBe(generation + 1);
  });

  it('a tick wakes only the watchers of the prices that changed', () => {
    const store = new LiveCatalogue();
    store.seedMarket(market([1.8, 2.1]));
    const home = vi.fn();
    const away = vi.fn();
    store.outcomes.subscribe(outcomeKey(1, 186, '', '4'), home);
    store.outcomes.subscribe(outcomeKey(1, 186, '', '5'), away);
    store.applyMarkets([market([1.9, 2.1])]);
    expect(home).toHaveBeenCalledTimes(1);
    expect(away).not.toHaveBeenCalled();
    // The store holds the price as OddsInt: 1.9 arrives and is kept as 19000.
    expect(store.outcomes.get(outcomeKey(1, 186, '', '4'))).toMatchObject({
      odds: 19_000,
      direction: 'up',
      version: 1,
    });
  });

  it('marks drops and suspensions', () => {
    const store = new LiveCatalogue();
    store.seedMarket(market([1.8, 2.1]));
    store.applyMarkets([market([1.7, 2.1], -1)]);
    expect(store.outcomes.get(outcomeKey(1, 186, '', '4'))).toMatchObject({
      direction: 'down',
      marketStatus: -1,
    });
    expect(store.outcomes.get(outcomeKey(1, 186, '', '5'))).toMatchObject({
      marketStatus: -1,
      direction: null,
    });
  });

  it('applies status and statistics events per match', () => {
    const store = new LiveCatalogue();
    store.apply({
      event_name: 'match_status_changed',
      message: { match_id: 7, status: 1, statistics },
    });
    expect(store.matches.get('7')).toEqual({ status: 1, statistics });
    store.apply({ event_name: 'match_changed', message: { match: { id: 7, status: 4 } } });
    expect(store.matches.get('7')?.status).toBe(4);
    store.apply({
      event_name: 'provider_status_changed',
      message: { provider_statuses: { genius: 'down' } },
    });
    expect(store.providers.get('genius')).toBe('down');
  });

  it('unsubscribing stops notifications', () => {
    const store = new LiveCatalogue();
    const listener = vi.fn();
    const off = store.outcomes.subscribe('k', listener);
    off();
    store.outcomes.set('k', {
      odds: oddsInt(20_000),
      active: true,
      marketStatus: 1,
      direction: null,
      version: 1,
    });
    expect(listener).not.toHaveBeenCalled();
    expect(store.outcomes.watcherCount()).toBe(0);
  });

  it('an event handed to the page keeps what the store reads and moves prices alike', () => {
    const event = {
      event_name: 'markets_changed' as const,
      message: { match_id: 1, markets: [market([1.95, 2.05], -1)] },
    };
    const live = liveEventOf(event);
    expect(live).toEqual({
      event_name: 'markets_changed',
      message: {
        match_id: 1,
        markets: [
          {
            match_id: 1,
            id: 186,
            specifier: '',
            status: -1,
            outcomes: [
              { id: '4', odds: 1.95, active: true },
              { id: '5', odds: 2.05, active: true },
            ],
          },
        ],
      },
    });
    const whole = new LiveCatalogue();
    const slim = new LiveCatalogue();
    for (const store of [whole, slim]) store.seedMarket(market([1.8, 2.1]));
    whole.apply(event);
    slim.apply(live);
    for (const id of ['4', '5'])
      expect(slim.outcomes.get(outcomeKey(1, 186, '', id))).toEqual(
        whole.outcomes.get(outcomeKey(1, 186, '', id)),
      );
  });

  it('a match change handed to the page keeps its state and its two markets', () => {
    const live = liveEventOf({
      event_name: 'match_changed',
      message: { match: { id: 1, status: 1, main_market: market([1.7, 2.2]) } },
    });
    expect(live).toEqual({
      event_name: 'match_changed',
      message: {
        match: {
          id: 1,
          status: 1,
          main_market: expect.objectContaining({ id: 186, outcomes: expect.any(Array) }),
        },
      },
    });
    expect(
      live.event_name === 'match_changed' && live.message.match.main_market,
    ).not.toHaveProperty('name');
  });
});
