// Applies feed messages to the in-memory catalogue, queues them for the database and publishes events.
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { channels, type CatalogueEvent } from '@sportsbook/contracts';
import { CatalogueDto, toMarketDto } from '../catalogue/dto';
import { marketKey, type MatchRecord } from '../catalogue/records';
import type { CatalogueStore } from '../catalogue/store';
import type { FeedMessage } from './messages';

export interface CataloguePublisher {
  (channels: string[], event: CatalogueEvent): void;
}

export interface IngestHooks {
  /** A match's results arrived (after they are written): settlement starts here. */
  onSettlement?(matchId: number): void;
}

/** What changed since the last database flush. */
export interface DirtySet {
  structure: boolean;
  matches: Map<number, { fixture: boolean; markets: Set<string> }>;
  removed: Set<number>;
  providers: Set<string>;
  settlements: Set<number>;
  /** Matches that went live (a favourite match starting is told to its players). */
  started: Set<number>;
}

export const emptyDirty = (): DirtySet => ({
  structure: false,
  matches: new Map(),
  removed: new Set(),
  providers: new Set(),
  settlements: new Set(),
  started: new Set(),
});

export class FeedIngest {
  private readonly dto: CatalogueDto;
  dirty: DirtySet = emptyDirty();

  constructor(
    private readonly store: CatalogueStore,
    private readonly publish: CataloguePublisher,
    private readonly locales: string[],
  ) {
    this.dto = new CatalogueDto(store, locales[0]);
  }

  private get langChannels(): string[] {
    return this.locales.map((locale) => channels.lang(locale));
  }

  private touch(matchId: number, fixture: boolean, keys: string[] = []): void {
    const entry = this.dirty.matches.get(matchId) ?? { fixture: false, markets: new Set<string>() };
    entry.fixture ||= fixture;
    this.store.changed(matchId);
    for (const key of keys) entry.markets.add(key);
    this.dirty.matches.set(matchId, entry);
  }

  apply(message: FeedMessage): void {
    switch (message.type) {
      case 'structure':
        message.sports.forEach((sport) => this.store.putSport(sport));
        message.categories.forEach((category) => this.store.putCategory(category));
        message.tournaments.forEach((tournament) => this.store.putTournament(tournament));
        this.dirty.structure = true;
        return;
      case 'fixture':
        return this.applyFixture(message);
      case 'odds_change':
        return this.applyOddsChange(message);
      case 'bet_stop':
        return this.suspendMatch(message.matchId);
      case 'bet_settlement':
        return this.applySettlement(message);
      case 'provider_status':
        return this.applyProviderStatus(message.provider, message.status);
      case 'match_removed':
        this.store.removeMatch(message.matchId);
        this.dirty.matches.delete(message.matchId);
        this.dirty.removed.add(message.matchId);
        return;
    }
  }

  private applyFixture(message: Extract<FeedMessage, { type: 'fixture' }>): void {
    const existing = this.store.matches.get(message.fixture.id);
    const markets = new Map(existing?.markets ?? []);
    for (const market of message.markets ?? [])
      markets.set(marketKey(market.marketId, market.specifier), market);
    const match: MatchRecord = { ...message.fixture, markets };
    if (existing && existing.status !== MATCH_STATUS.live && match.status === MATCH_STATUS.live)
      this.dirty.started.add(match.id);
    this.store.putMatch(match);
    this.touch(match.id, true, [...markets.keys()]);
    // Each language channel carries the match with its names in that language.
    for (const locale of this.locales) {
      this.publish([channels.lang(locale)], {
        event_name: 'match_changed',
        message: { match: this.dto.match(match, locale) },
      });
    }
  }

  private applyOddsChange(message: Extract<FeedMessage, { type: 'odds_change' }>): void {
    const match = this.store.matches.get(message.matchId);
    if (!match) return;
    const statusChanged = message.status !== undefined && message.status !== match.status;
    if (message.status !== undefined) match.status = message.status;
    if (message.statistics) match.statistics = message.statistics;
    if (message.feedState !== undefined) match.feedState = message.feedState;
    if (
      statusChanged &&
      (match.status === MATCH_STATUS.closed || match.status === MATCH_STATUS.finished)
    )
      match.endDate ??= Date.now();
    if (statusChanged && match.status === MATCH_STATUS.live) this.dirty.started.add(match.id);
    const keys: string[] = [];
    for (const market of message.markets) {
      const key = marketKey(market.marketId, market.specifier);
      const current = match.markets.get(key);
      match.markets.set(key, { ...market, results: market.results ?? current?.results ?? null });
      keys.push(key);
    }
    this.touch(
      match.id,
      message.status !== undefined ||
        message.statistics !== undefined ||
        message.feedState !== undefined,
      keys,
    );

    const matchChannel = channels.match(match.id);
    if (statusChanged) {
      this.publish([...this.langChannels, matchChannel], {
        event_name: 'match_status_changed',
        message: {
          match_id: match.id,
          status: match.status,
          ...(message.statistics ? { statistics: message.statistics } : {}),
        },
      });
    } else if (message.statistics) {
      this.publish([...this.langChannels, matchChannel], {
        event_name: 'match_changed',
        message: { match: { id: match.id, status: match.status, statistics: match.statistics } },
      });
    }
    if (message.markets.length > 0) this.publishMarkets(match, keys);
  }

  private publishMarkets(match: MatchRecord, keys: string[]): void {
    const markets = keys.flatMap((key) => {
      const market = match.markets.get(key);
      return market && market.status !== MARKET_STATUS.not_allowed
        ? [toMarketDto(match, market)]
        : [];
    });
    if (markets.length === 0) return;
    this.publish([channels.match(match.id)], {
      event_name: 'markets_changed',
      message: { match_id: match.id, markets },
    });
    // List pages only show the main and secondary markets: send those to the language channels.
    const sport = this.store.sports.get(match.sportId);
    const listLevel = markets.filter(
      (m) => m.id === sport?.main_market_id || m.id === sport?.secondary_market_id,
    );
    if (listLevel.length > 0) {
      this.publish(this.langChannels, {
        event_name: 'markets_changed',
        message: { match_id: match.id, markets: listLevel },
      });
    }
  }

  private suspendMatch(matchId: number): void {
    const match = this.store.matches.get(matchId);
    if (!match) return;
    const keys: string[] = [];
    for (const [key, market] of match.markets) {
      if (market.status !== MARKET_STATUS.allowed) continue;
      match.markets.set(key, { ...market, status: MARKET_STATUS.suspended });
      keys.push(key);
    }
    this.touch(matchId, false, keys);
    this.publishMarkets(match, keys);
  }

  private applySettlement(message: Extract<FeedMessage, { type: 'bet_settlement' }>): void {
    const match = this.store.matches.get(message.matchId);
    if (!match) return;
    const keys: string[] = [];
    for (const settled of message.markets) {
      const key = marketKey(settled.marketId, settled.specifier);
      const market = match.markets.get(key);
      if (!market) continue;
      match.markets.set(key, {
        ...market,
        results: settled.results,
        status: MARKET_STATUS.settled,
      });
      keys.push(key);
    }
    this.touch(match.id, false, keys);
    this.dirty.settlements.add(match.id);
  }

  private applyProviderStatus(provider: string, status: 'up' | 'down'): void {
    this.store.setProviderStatus(provider, status);
    this.dirty.providers.add(provider);
    if (status === 'down') {
      for (const match of this.store.matches.values()) {
        if (
          match.provider === provider &&
          (match.status === MATCH_STATUS.prematch || match.status === MATCH_STATUS.live)
        )
          this.suspendMatch(match.id);
      }
    }
    this.publish(this.langChannels, {
      event_name: 'provider_status_changed',
      message: { provider_statuses: Object.fromEntries(this.store.providerStatuses) },
    });
  }
}
