// A live line the model stops pricing (a basketball total that moved on with the score) is taken
// off the catalogue, not left open at its last price, and still settled with the match; before
// kick-off no line is offered with a side that cannot be priced.
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { playFirstLiveMatch } from '../../../test/live-match';
import { marketKey } from '../../catalogue/records';
import { CatalogueStore } from '../../catalogue/store';
import { FeedIngest } from '../ingest';
import { sportModels } from './models/index';
import { SimulatedFeedProvider } from './simulated-provider';

const OPEN: number[] = [MARKET_STATUS.allowed, MARKET_STATUS.suspended];
/** Basketball's main total: its lines follow the score. */
const TOTAL = 225;

describe('the match runner', () => {
  it('takes off a live line the model no longer prices, and settles it with the match', () => {
    const model = sportModels.basketball!;
    const offeredEver = new Set<string>();
    let withdrawn = 0;
    const play = { seed: 11, tickMs: 5000, start: Date.parse('2026-11-23T03:00:00Z') };
    const finished = playFirstLiveMatch('basketball', play, (match, envelope) => {
      // Every market still open is one the model prices now.
      const priced = new Set(
        model.markets(envelope.model).map((m) => marketKey(m.id, m.specifier)),
      );
      for (const [key, market] of match.markets) {
        if (market.marketId === TOTAL) offeredEver.add(key);
        if (OPEN.includes(market.status)) expect(priced.has(key)).toBe(true);
        else if (market.marketId === TOTAL && !priced.has(key)) withdrawn += 1;
      }
    });
    // The total lines moved during the match, and the old ones were taken off.
    expect(offeredEver.size).toBeGreaterThan(5);
    expect(withdrawn).toBeGreaterThan(0);
    // Settled at the end: every total line ever offered has a result.
    for (const key of offeredEver) {
      const market = finished.markets.get(key)!;
      expect(market.results, key).not.toBeNull();
      expect(Object.values(market.results!).every((r) => r.result !== 'void')).toBe(true);
    }
  });

  it.each(Object.keys(sportModels))(
    'offers no %s line before kick-off with a side it cannot price (no padlock on a prematch match)',
    (sport) => {
      const store = new CatalogueStore();
      const ingest = new FeedIngest(store, () => {}, ['en']);
      const provider = new SimulatedFeedProvider(store, {
        seed: 20261127,
        speed: 1,
        tickMs: 5000,
        horizonDays: 2,
        outages: false,
        liveCoverage: 1,
        now: () => Date.parse('2026-11-27T10:00:00Z'),
        models: { [sport]: sportModels[sport]! },
      });
      void provider.start((message) => ingest.apply(message));
      void provider.stop();
      const prematch = [...store.matches.values()].filter(
        (m) => m.type === 'match' && m.status === MATCH_STATUS.prematch,
      );
      expect(prematch.length).toBeGreaterThan(5);
      const padlocked = prematch.flatMap((match) =>
        [...match.markets.values()]
          .filter((m) => OPEN.includes(m.status) && m.outcomes.some((o) => !o.active))
          .map((m) => `${match.name} ${m.name} ${m.specifier}`),
      );
      expect(padlocked).toEqual([]);
    },
  );
});
