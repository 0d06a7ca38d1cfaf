// The catalogue as the API holds it in memory: contract-shaped where it can be, odds as OddsInt.
import type {
  Category,
  Competitor,
  MatchStatistics,
  Sport,
  Tournament,
} from '@sportsbook/contracts';
import type { OddsInt } from '@sportsbook/domain';

export type SportRecord = Sport;
export type CategoryRecord = Omit<Category, 'sport'> & { sportId: number };
export type TournamentRecord = Omit<Tournament, 'category' | 'sport'> & {
  sportId: number;
  categoryId: number;
};

export type MatchStatus = 0 | 1 | 2 | 3 | 4 | 5;
export type MarketStatus = 1 | 0 | -1 | -2 | -3 | -4;

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
  tournamentId: number;
  sportId: number;
  home: Competitor | null;
  away: Competitor | null;
  outrightCompetitors: Competitor[];
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
