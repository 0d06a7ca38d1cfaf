// Maps in-memory records to the contract shapes the API answers with.
import type { Category, Market, Match, Sport, Tournament } from '@sportsbook/contracts';
import { ODDS_DIVISOR, MARKET_STATUS } from '@sportsbook/domain';
import type { MarketRecord, MatchRecord } from './records';
import type { CatalogueStore } from './store';

/** Odds travel as decimal numbers; OddsInt divides exactly into at most four decimals. */
const toWireOdds = (odds: number): number => odds / ODDS_DIVISOR;

export const isListedMarket = (market: MarketRecord) => market.status !== MARKET_STATUS.not_allowed;

export function toMarketDto(match: MatchRecord, market: MarketRecord): Market {
  return {
    match_urn_id: match.urnId,
    match_id: match.id,
    id: market.marketId,
    name: market.name,
    status: market.status,
    specifier: market.specifier,
    outcomes: market.outcomes.map((outcome) => ({
      id: outcome.id,
      name: outcome.name,
      active: outcome.active,
      odds: toWireOdds(outcome.odds),
    })),
    market_groups: market.groups,
    priority: market.priority,
    most_balanced: market.mostBalanced,
    next_bet_stop: market.nextBetStop,
    custom_bet_groups: market.customBetGroups,
    provider: market.provider,
  };
}

interface CachedJson {
  revision: number;
  structure: number;
  json: string;
}

export class CatalogueDto {
  /** A match's list form as JSON, rebuilt only when the match or the structure changed. */
  private readonly matchJsonCache = new Map<number, CachedJson>();

  constructor(private readonly store: CatalogueStore) {}

  matchJson(match: MatchRecord): string {
    const revision = this.store.matchRevision(match.id);
    const structure = this.store.structureRevision;
    const cached = this.matchJsonCache.get(match.id);
    if (cached && cached.revision === revision && cached.structure === structure) {
      return cached.json;
    }
    const json = JSON.stringify(this.match(match));
    this.matchJsonCache.set(match.id, { revision, structure, json });
    if (this.matchJsonCache.size > this.store.matches.size * 2) this.forgetRemoved();
    return json;
  }

  private forgetRemoved(): void {
    for (const id of this.matchJsonCache.keys()) {
      if (!this.store.matches.has(id)) this.matchJsonCache.delete(id);
    }
  }

  sport(id: number): Sport {
    const sport = this.store.sports.get(id);
    if (!sport) throw new Error(`sport ${id} missing from the catalogue`);
    return sport;
  }

  category(id: number): Category {
    const record = this.store.categories.get(id);
    if (!record) throw new Error(`category ${id} missing from the catalogue`);
    const { sportId, ...category } = record;
    return { ...category, sport: this.sport(sportId) };
  }

  tournament(id: number): Tournament {
    const record = this.store.tournaments.get(id);
    if (!record) throw new Error(`tournament ${id} missing from the catalogue`);
    const { sportId, categoryId, ...tournament } = record;
    const { sport: _sport, ...category } = this.category(categoryId);
    return { ...tournament, category, sport: this.sport(sportId) };
  }

  /** The main or secondary market of a match: the sport's market id, most balanced line first. */
  private pickMarket(match: MatchRecord, marketId: number | null): MarketRecord | null {
    if (marketId === null) return null;
    let best: MarketRecord | null = null;
    for (const market of match.markets.values()) {
      if (market.marketId !== marketId || !isListedMarket(market)) continue;
      if (!best || (market.mostBalanced && !best.mostBalanced)) best = market;
    }
    return best;
  }

  match(match: MatchRecord, topMarkets = 3): Match {
    const sport = this.sport(match.sportId);
    const listed = [...match.markets.values()].filter(isListedMarket);
    const main = this.pickMarket(match, sport.main_market_id);
    const secondary = this.pickMarket(match, sport.secondary_market_id);
    const top = listed
      .filter((market) => market !== main && market !== secondary && market.mostBalanced)
      .sort((a, b) => a.priority - b.priority)
      .slice(0, topMarkets);
    return {
      id: match.id,
      urn_id: match.urnId,
      slug: match.slug,
      type: match.type,
      name: match.name,
      tournament: this.tournament(match.tournamentId),
      competitors: { home: match.home, away: match.away },
      outright_competitors: match.outrightCompetitors,
      stadium: match.stadium,
      city: match.city,
      status: match.status,
      stage: match.stage,
      start_time: new Date(match.startTime).toISOString(),
      end_date: match.endDate === null ? null : new Date(match.endDate).toISOString(),
      statistics: match.statistics,
      available_markets: listed.length,
      main_market: main ? toMarketDto(match, main) : null,
      secondary_market: secondary ? toMarketDto(match, secondary) : null,
      top_markets: top.map((market) => toMarketDto(match, market)),
      has_video: match.hasVideo,
      provider: match.provider,
      is_provider_stats_available: match.isProviderStatsAvailable,
    };
  }
}
