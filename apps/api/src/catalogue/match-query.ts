// The /matches filters, sort orders and pagination over the in-memory catalogue.
import {
  MARKET_STATUS,
  MATCH_STATUS,
  rankSearchResults,
  type SearchCandidate,
} from '@sportsbook/domain';
import type { MatchRecord, NameTranslations } from './records';
import type { CatalogueStore } from './store';

export const MATCH_SORTS = ['priority', 'start_time', '-start_time'] as const;
export type MatchSort = (typeof MATCH_SORTS)[number];

export interface MatchFilters {
  ids?: number[];
  type?: MatchRecord['type'][];
  sportKeys?: string[];
  sportType?: string;
  categoryIds?: number[];
  tournamentIds?: number[];
  statuses?: number[];
  startFrom?: number;
  startTo?: number;
  bettable?: boolean;
  hasVideo?: boolean;
  /** Restricts to these ids (the player's favourites); an empty set matches nothing. */
  favouriteIds?: ReadonlySet<number>;
  maxPerSport?: number;
  sortBy?: MatchSort;
  page: number;
  limit: number;
}

export interface MatchPage {
  items: MatchRecord[];
  total: number;
  page: number;
  limit: number;
  lastPage: number;
}

/** Bettable: open for betting now, with at least one allowed market and its provider up. */
function isBettable(store: CatalogueStore, match: MatchRecord): boolean {
  if (match.status !== MATCH_STATUS.prematch && match.status !== MATCH_STATUS.live) return false;
  if (!store.isProviderUp(match.provider)) return false;
  for (const market of match.markets.values())
    if (market.status === MARKET_STATUS.allowed) return true;
  return false;
}

/** The filters that keep or drop one match, without the page, sort or per-sport cap. */
export type MatchFilterSet = Omit<MatchFilters, 'page' | 'limit' | 'sortBy' | 'maxPerSport'>;

export function matchesFilters(
  store: CatalogueStore,
  match: MatchRecord,
  f: MatchFilterSet,
): boolean {
  if (f.ids && !f.ids.includes(match.id)) return false;
  if (f.type && !f.type.includes(match.type)) return false;
  const sport = store.sports.get(match.sportId);
  if (f.sportKeys && (!sport || !f.sportKeys.includes(sport.key))) return false;
  if (f.sportType && sport?.type !== f.sportType) return false;
  if (f.tournamentIds && !f.tournamentIds.includes(match.tournamentId)) return false;
  if (f.categoryIds) {
    const categoryId = store.tournaments.get(match.tournamentId)?.categoryId;
    if (categoryId === undefined || !f.categoryIds.includes(categoryId)) return false;
  }
  if (f.statuses && !f.statuses.includes(match.status)) return false;
  if (f.startFrom !== undefined && match.startTime < f.startFrom) return false;
  if (f.startTo !== undefined && match.startTime > f.startTo) return false;
  if (f.hasVideo !== undefined && match.hasVideo !== f.hasVideo) return false;
  if (f.favouriteIds && !f.favouriteIds.has(match.id)) return false;
  if (f.bettable !== undefined && isBettable(store, match) !== f.bettable) return false;
  return true;
}

function comparator(store: CatalogueStore, sortBy: MatchSort) {
  const rank = (match: MatchRecord) => {
    const sport = store.sports.get(match.sportId);
    const tournament = store.tournaments.get(match.tournamentId);
    return [
      match.status === MATCH_STATUS.live ? 0 : 1,
      sport?.priority ?? 0,
      tournament?.priority ?? 0,
    ];
  };
  return (a: MatchRecord, b: MatchRecord): number => {
    if (sortBy === 'start_time') return a.startTime - b.startTime || a.id - b.id;
    if (sortBy === '-start_time') return b.startTime - a.startTime || b.id - a.id;
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i += 1) {
      const diff = (ra[i] ?? 0) - (rb[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return a.startTime - b.startTime || a.id - b.id;
  };
}

export function queryMatches(store: CatalogueStore, filters: MatchFilters): MatchPage {
  let found = [...store.matches.values()].filter((match) => matchesFilters(store, match, filters));
  found.sort(comparator(store, filters.sortBy ?? 'priority'));
  if (filters.maxPerSport !== undefined) {
    const perSport = new Map<number, number>();
    found = found.filter((match) => {
      const count = perSport.get(match.sportId) ?? 0;
      perSport.set(match.sportId, count + 1);
      return count < (filters.maxPerSport ?? Infinity);
    });
  }
  const total = found.length;
  const start = (filters.page - 1) * filters.limit;
  return {
    items: found.slice(start, start + filters.limit),
    total,
    page: filters.page,
    limit: filters.limit,
    lastPage: Math.max(1, Math.ceil(total / filters.limit)),
  };
}

/** A name and, when the locale writes it differently, its name in the locale. */
const namesIn = (
  name: string | undefined,
  names: NameTranslations | undefined,
  locale: string | undefined,
) => {
  const local = locale === undefined ? undefined : names?.[locale];
  return local === undefined ? [name] : [name, local];
};

/**
 * Search over event names, competitors and (unless only_events_name) tournaments and categories,
 * by their default names and their names in the reader's locale, ranked by the domain's relevance
 * rule (name prefix, word, inside; live; start time).
 */
export function searchMatches(
  store: CatalogueStore,
  query: string,
  options: {
    sportType?: string;
    statuses?: number[];
    onlyEventsName?: boolean;
    locale?: string;
  },
): MatchRecord[] {
  const { locale } = options;
  const candidates: (SearchCandidate & { match: MatchRecord })[] = [];
  for (const match of store.matches.values()) {
    if (
      match.status !== MATCH_STATUS.prematch &&
      match.status !== MATCH_STATUS.live &&
      !options.statuses
    )
      continue;
    if (options.statuses && !options.statuses.includes(match.status)) continue;
    const sport = store.sports.get(match.sportId);
    if (options.sportType && sport?.type !== options.sportType) continue;
    const names = [
      ...namesIn(match.name, match.names, locale),
      ...namesIn(match.home?.name, match.home?.names, locale),
      ...namesIn(match.away?.name, match.away?.names, locale),
    ];
    if (!options.onlyEventsName) {
      const tournament = store.tournaments.get(match.tournamentId);
      const category = store.categories.get(tournament?.categoryId ?? -1);
      names.push(
        ...namesIn(tournament?.name, tournament?.names, locale),
        ...namesIn(category?.name, category?.names, locale),
      );
    }
    candidates.push({
      names,
      live: match.status === MATCH_STATUS.live,
      startTime: match.startTime,
      id: match.id,
      match,
    });
  }
  return rankSearchResults(query, candidates).map(({ match }) => match);
}
