// The catalogue as the API holds it in memory: contract-shaped where it can be, odds as OddsInt.
import type {
  Category,
  Competitor,
  MatchStatistics,
  Sport,
  Tournament,
} from '@sportsbook/contracts';
import type { MarketStatus, MatchStatus, OddsInt } from '@sportsbook/domain';

/**
 * A name in the site's other languages, by locale code: only those that write it differently
 * from `name` (the feed's default language); a locale missing here reads `name`.
 */
export type NameTranslations = Record<string, string>;

export type SportRecord = Sport;
export type CategoryRecord = Omit<Category, 'sport'> & { sportId: number; names: NameTranslations };
export type TournamentRecord = Omit<Tournament, 'category' | 'sport'> & {
  sportId: number;
  categoryId: number;
  names: NameTranslations;
};
/** A competitor as the feed sends it, with its name in other languages when they differ. */
export type CompetitorRecord = Competitor & { names?: NameTranslations };

export type { MarketStatus, MatchStatus };

export interface OutcomeRecord {
  id: string;
  name: string;
  active: boolean;
  odds: OddsInt;
}

export interface OutcomeResultRecord {
  result: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';
  void_factor?: number;
  dead_heat_factor?: number;
}

export interface MarketRecord {
  matchId: number;
  marketId: number;
  specifier: string;
  name: string;
  status: MarketStatus;
  outcomes: OutcomeRecord[];
  groups: string[];
  priority: number;
  mostBalanced: boolean;
  customBetGroups: string[];
  provider: string;
  nextBetStop: string | null;
  results: Record<string, OutcomeResultRecord> | null;
}

export interface MatchRecord {
  id: number;
  urnId: string;
  slug: string;
  type: 'match' | 'stage' | 'season' | 'simple_tournament';
  name: string;
  /** The event's name in other languages (see NameTranslations). */
  names: NameTranslations;
  tournamentId: number;
  sportId: number;
  home: CompetitorRecord | null;
  away: CompetitorRecord | null;
  outrightCompetitors: CompetitorRecord[];
  stadium: string | null;
  city: string | null;
  status: MatchStatus;
  stage: string | null;
  startTime: number;
  endDate: number | null;
  statistics: MatchStatistics;
  hasVideo: boolean;
  provider: string;
  isProviderStatsAvailable: boolean;
  /** Keyed by marketKey(marketId, specifier). */
  markets: Map<string, MarketRecord>;
  feedState: unknown;
}

export const marketKey = (marketId: number, specifier: string) => `${marketId}|${specifier}`;

export const emptyStatistics = (): MatchStatistics => ({
  clock: null,
  total_score: null,
  game_score: null,
  period_score: [],
  current_server: null,
  max_period_number: null,
});
