// Live prices and match states in one normalized store, fed by real-time events. Prices enter it
// as decimals (the wire's form) and are held as OddsInt, converted once here.
import type { CatalogueEvent, Market, MatchStatistics } from '@sportsbook/contracts';
import { oddsFromDecimal, oddsToDecimal, type OddsInt } from '@sportsbook/domain';
import { currentMark, KeyedStore } from './keyed-store';

export interface LiveOutcome {
  odds: OddsInt;
  active: boolean;
  /** The market's status: 1 allowed, -1 suspended, others closed. */
  marketStatus: number;
  /** Which way the price last moved, for the up/down flash. */
  direction: 'up' | 'down' | null;
  /** Increases on every change: how many times the outcome moved since the page showed it. */
  version: number;
}

export interface LiveMatchState {
  status: number;
  statistics: MatchStatistics;
}

/** What the store reads of a market: enough to place, compare and show each of its prices. */
export type LiveMarket = Pick<Market, 'match_id' | 'id' | 'specifier' | 'status'> & {
  outcomes: Array<Pick<Market['outcomes'][number], 'id' | 'odds' | 'active'>>;
};

type MatchPatch = Extract<CatalogueEvent, { event_name: 'match_changed' }>['message']['match'];

/** A catalogue event as the store takes it: markets carry only what the store reads. */
export type LiveEvent =
  | { event_name: 'markets_changed'; message: { match_id: number; markets: LiveMarket[] } }
  | {
      event_name: 'match_changed';
      message: {
        match: Pick<MatchPatch, 'id' | 'status' | 'statistics'> & {
          main_market?: LiveMarket | null;
          secondary_market?: LiveMarket | null;
        };
      };
    }
  | Extract<CatalogueEvent, { event_name: 'match_status_changed' | 'provider_status_changed' }>;

const liveMarketOf = (market: LiveMarket): LiveMarket => ({
  match_id: market.match_id,
  id: market.id,
  specifier: market.specifier,
  status: market.status,
  outcomes: market.outcomes.map(({ id, odds, active }) => ({ id, odds, active })),
});

/**
 * The part of an event the store reads (a real-time message carries whole markets: names,
 * groups, translations), so handing it from the connection's worker to the page copies little.
 */
export function liveEventOf(event: CatalogueEvent): LiveEvent {
  switch (event.event_name) {
    case 'markets_changed':
      return {
        event_name: event.event_name,
        message: {
          match_id: event.message.match_id,
          markets: event.message.markets.map(liveMarketOf),
        },
      };
    case 'match_changed': {
      const { id, status, statistics, main_market, secondary_market } = event.message.match;
      const match: Extract<LiveEvent, { event_name: 'match_changed' }>['message']['match'] = { id };
      if (status !== undefined) match.status = status;
      if (statistics !== undefined) match.statistics = statistics;
      if (main_market) match.main_market = liveMarketOf(main_market);
      if (secondary_market) match.secondary_market = liveMarketOf(secondary_market);
      return { event_name: event.event_name, message: { match } };
    }
    default:
      return event;
  }
}

export const outcomeKey = (
  matchId: number,
  marketId: number,
  specifier: string,
  outcomeId: string,
) => `${matchId}|${marketId}|${specifier}|${outcomeId}`;

/** An outcome of a market as the page first shows it: no movement yet. */
export const liveOutcomeOf = (
  market: LiveMarket,
  outcome: LiveMarket['outcomes'][number],
): LiveOutcome => ({
  odds: oddsFromDecimal(outcome.odds),
  active: outcome.active,
  marketStatus: market.status,
  direction: null,
  version: 0,
});

export class LiveCatalogue {
  readonly outcomes = new KeyedStore<LiveOutcome>();
  readonly matches = new KeyedStore<LiveMatchState>();
  readonly providers = new KeyedStore<'up' | 'down'>();
  /** Increases each time entries are dropped: what was written straight to the page is redrawn. */
  generation = 0;

  /** Dates what the store holds now, for `dropUpTo` once fresher server data is on the page. */
  mark(): number {
    return currentMark();
  }

  /**
   * After a gap the connection could not fill, the page is rendered again from the API; once it
   * is, what the store held from before (possibly out of date) gives way to it. Entries written
   * since `mark` came after the reload began and stay.
   */
  dropUpTo(mark: number): void {
    this.generation += 1;
    this.outcomes.dropUpTo(mark);
    this.matches.dropUpTo(mark);
    this.providers.dropUpTo(mark);
  }

  seedMarket(market: LiveMarket): void {
    for (const outcome of market.outcomes) {
      this.outcomes.seed(
        outcomeKey(market.match_id, market.id, market.specifier, outcome.id),
        liveOutcomeOf(market, outcome),
      );
    }
  }

  applyMarkets(markets: readonly LiveMarket[]): void {
    for (const market of markets) {
      for (const outcome of market.outcomes) {
        const key = outcomeKey(market.match_id, market.id, market.specifier, outcome.id);
        const current = this.outcomes.get(key);
        const odds = oddsFromDecimal(outcome.odds);
        if (
          current &&
          current.odds === odds &&
          current.active === outcome.active &&
          current.marketStatus === market.status
        )
          continue;
        const direction =
          !current || current.odds === odds
            ? (current?.direction ?? null)
            : odds > current.odds
              ? 'up'
              : 'down';
        this.outcomes.set(key, {
          odds,
          active: outcome.active,
          marketStatus: market.status,
          direction,
          version: (current?.version ?? 0) + 1,
        });
      }
    }
  }

  /**
   * A market and one of its outcomes as they stand: the price, availability and market status the
   * store holds (they may have moved since the page got the market), the rest as given; `odds` is
   * the price as the store holds it, so a tap takes it without converting it back and forth.
   */
  asItStands<M extends LiveMarket, O extends LiveMarket['outcomes'][number]>(
    market: M,
    outcome: O,
  ): { market: M; outcome: O; odds: OddsInt } {
    const live = this.outcomes.get(
      outcomeKey(market.match_id, market.id, market.specifier, outcome.id),
    );
    if (!live) return { market, outcome, odds: oddsFromDecimal(outcome.odds) };
    return {
      market: { ...market, status: live.marketStatus },
      outcome: { ...outcome, odds: oddsToDecimal(live.odds), active: live.active },
      odds: live.odds,
    };
  }

  apply(event: LiveEvent): void {
    switch (event.event_name) {
      case 'markets_changed':
        this.applyMarkets(event.message.markets);
        return;
      case 'match_status_changed': {
        const key = String(event.message.match_id);
        const current = this.matches.get(key);
        const statistics = event.message.statistics ?? current?.statistics;
        if (statistics) this.matches.set(key, { status: event.message.status, statistics });
        return;
      }
      case 'match_changed': {
        const { match } = event.message;
        const key = String(match.id);
        const current = this.matches.get(key);
        const statistics = match.statistics ?? current?.statistics;
        const status = match.status ?? current?.status;
        if (statistics && status !== undefined) this.matches.set(key, { status, statistics });
        if (match.main_market) this.applyMarkets([match.main_market]);
        if (match.secondary_market) this.applyMarkets([match.secondary_market]);
        return;
      }
      case 'provider_status_changed':
        for (const [provider, status] of Object.entries(event.message.provider_statuses))
          this.providers.set(provider, status);
        return;
    }
  }
}

export const liveCatalogue = new LiveCatalogue();
