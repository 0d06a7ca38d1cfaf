// What any feed provider (the simulator, or a real one such as Sportradar UOF) tells the sportsbook.
import type {
  CategoryRecord,
  MarketRecord,
  MatchRecord,
  SportRecord,
  TournamentRecord,
} from '../catalogue/records';
import type { ProviderStatus } from '../catalogue/store';

export type FixtureRecord = Omit<MatchRecord, 'markets'>;

export type FeedMessage =
  | {
      type: 'structure';
      sports: SportRecord[];
      categories: CategoryRecord[];
      tournaments: TournamentRecord[];
    }
  /** A new or changed fixture (teams, start time, status, statistics), with its markets when known. */
  | { type: 'fixture'; fixture: FixtureRecord; markets?: MarketRecord[] }
  /** Live progress and new prices: UOF's odds_change. Only the markets that changed are listed. */
  | {
      type: 'odds_change';
      matchId: number;
      status?: MatchRecord['status'];
      statistics?: MatchRecord['statistics'];
      feedState?: unknown;
      markets: MarketRecord[];
    }
  /** Stop betting on every market of a match (dangerous moment), UOF's bet_stop. */
  | { type: 'bet_stop'; matchId: number; feedState?: unknown }
  /** Results of a finished match's markets, UOF's bet_settlement. */
  | {
      type: 'bet_settlement';
      matchId: number;
      markets: Pick<MarketRecord, 'marketId' | 'specifier' | 'results'>[];
    }
  | { type: 'provider_status'; provider: string; status: ProviderStatus }
  | { type: 'match_removed'; matchId: number };

export interface FeedSink {
  (message: FeedMessage): void;
}

/** A source of catalogue, odds and results. The simulator is one; a real feed adapter is another. */
export interface FeedProvider {
  readonly name: string;
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}
