// Maps in-memory records to the contract shapes the API answers with.
import {
  MATCH_TOP_MARKETS,
  type Category,
  type Market,
  type Match,
  type Sport,
  type Tournament,
} from '@sportsbook/contracts';
import { ODDS_DIVISOR, MARKET_STATUS } from '@sportsbook/domain';
import { localCompetitor, nameIn } from './localised-names';
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

/** The categories and tournaments as one locale reads them, built once per structure revision. */
interface StructureView {
  structure: number;
  categories: Map<number, Category>;
  tournaments: Map<number, Tournament>;
}

/**
 * Answers in a locale (one of the site's, see resolveLocale): names come in that locale, and
 * everything built from the catalogue is kept per locale until the part it depends on changes.
 */
export class CatalogueDto {
  /**
   * A match's list form as JSON per locale and number of top markets, rebuilt only when the match
   * or the structure changed.
   */
  private readonly matchJsonCache = new Map<string, Map<number, CachedJson>>();
  private readonly views = new Map<string, StructureView>();

  /** `defaultLocale` reads the feed's default names. */
  constructor(
    private readonly store: CatalogueStore,
    private readonly defaultLocale = 'en',
  ) {}

  matchJson(match: MatchRecord, locale = this.defaultLocale, topMarkets = 0): string {
    const revision = this.store.matchRevision(match.id);
    const structure = this.store.structureRevision;
    const key = `${locale}/${topMarkets}`;
    let cache = this.matchJsonCache.get(key);
    if (!cache) this.matchJsonCache.set(key, (cache = new Map()));
    const cached = cache.get(match.id);
    if (cached && cached.revision === revision && cached.structure === structure) {
      return cached.json;
    }
    const json = JSON.stringify(this.match(match, locale, topMarkets));
    cache.set(match.id, { revision, structure, json });
    if (cache.size > this.store.matches.size * 2) this.forgetRemoved(cache);
    return json;
  }

  private forgetRemoved(cache: Map<number, CachedJson>): void {
    for (const id of cache.keys()) {
      if (!this.store.matches.has(id)) cache.delete(id);
    }
  }

  sport(id: number): Sport {
    const sport = this.store.sports.get(id);
    if (!sport) throw new Error(`sport ${id} missing from the catalogue`);
    return sport;
  }

  /** The structure in a locale: every category and tournament, when the structure changed. */
  private view(locale: string): StructureView {
    const structure = this.store.structureRevision;
    const current = this.views.get(locale);
    if (current?.structure === structure) return current;
    const categories = new Map<number, Category>();
    for (const { sportId, names, ...category } of this.store.categories.values()) {
      categories.set(category.id, {
        ...category,
        name: nameIn(category.name, names, locale),
        sport: this.sport(sportId),
      });
    }
    const tournaments = new Map<number, Tournament>();
    for (const { sportId, categoryId, names, ...tournament } of this.store.tournaments.values()) {
      const found = categories.get(categoryId);
      if (!found) throw new Error(`category ${categoryId} missing from the catalogue`);
      const { sport: _sport, ...category } = found;
      tournaments.set(tournament.id, {
        ...tournament,
        name: nameIn(tournament.name, names, locale),
        category,
        sport: this.sport(sportId),
      });
    }
    const view = { structure, categories, tournaments };
    this.views.set(locale, view);
    return view;
  }

  category(id: number, locale = this.defaultLocale): Category {
    const category = this.view(locale).categories.get(id);
    if (!category) throw new Error(`category ${id} missing from the catalogue`);
    return category;
  }

  tournament(id: number, locale = this.defaultLocale): Tournament {
    const tournament = this.view(locale).tournaments.get(id);
    if (!tournament) throw new Error(`tournament ${id} missing from the catalogue`);
    return tournament;
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

  match(match: MatchRecord, locale = this.defaultLocale, topMarkets = MATCH_TOP_MARKETS): Match {
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
      name: nameIn(match.name, match.names, locale),
      tournament: this.tournament(match.tournamentId, locale),
      competitors: {
        home: match.home && localCompetitor(match.home, locale),
        away: match.away && localCompetitor(match.away, locale),
      },
      outright_competitors: match.outrightCompetitors.map((c) => localCompetitor(c, locale)),
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
