// The contract every simulated sport implements: fixture strengths, live progress, fair prices, results.
import type { MatchStatistics } from '@sportsbook/contracts';
import type { Rng } from './rng';

/** A market priced by a model: fair probabilities per outcome, before the bookmaker's margin. */
export interface PricedMarket {
  /** Market type id (Sportradar-style: 1 = 1X2, 18 = total, 16 = handicap, 186 = winner …). */
  id: number;
  /** e.g. "total=2.5", "hcp=-1.5", "setnr=1"; "" when none. */
  specifier: string;
  name: string;
  /** Market groups for the match page tabs: "main", "totals", "handicaps", "halves", "sets", "players" … */
  groups: string[];
  priority: number;
  /** Markets that can be combined in a bet builder share a custom bet group. */
  customBetGroups: string[];
  outcomes: { id: string; name: string; probability: number }[];
  /** The model knows the market is decided or meaningless now (e.g. over 1.5 after two goals). */
  closed?: boolean;
}

export type OutcomeResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

export interface SettledOutcome {
  result: OutcomeResult;
  /** 1 = full refund, 0.5 = half refunded (Sportradar void_factor). */
  voidFactor?: number;
  /** Share of the winning stake paid at full odds when several outcomes tie (dead heat). */
  deadHeatFactor?: number;
}

/** What happened during one advance step; the feed turns these into published events. */
export type SimEvent =
  | { kind: 'score'; side: 'home' | 'away'; points: number }
  | { kind: 'danger'; side: 'home' | 'away'; seconds: number }
  | { kind: 'period_start'; period: number }
  | { kind: 'period_end'; period: number }
  | { kind: 'finished' };

export interface SportModel<S> {
  sportKey: string;
  /** Typical duration in simulated seconds, including breaks (used to schedule and to clamp). */
  expectedDurationS: number;
  /**
   * A prematch state for a fixture; strengths drawn from the rng. `teams` names the sides (their
   * squads give the players of player markets); without it a model offers no player markets.
   */
  createState(rng: Rng, teams?: { home: string; away: string }): S;
  /** Small prematch drift of strengths (team news, money) so prematch odds move too. */
  drift(state: S, rng: Rng): S;
  /** Advance a live match by dt simulated seconds. Must not mutate `state`. */
  advance(state: S, dtSeconds: number, rng: Rng): { state: S; events: SimEvent[] };
  /** Names the teams (their squads play) in a state that has none yet; sports without players lack it. */
  withTeams?: (state: S, teams: { home: string; away: string }) => S;
  isFinished(state: S): boolean;
  /** Statistics in the API's shape; clock strings are "mm:ss". clock_updated_at is set by the feed. */
  statistics(state: S): MatchStatistics;
  /** Current fair prices of every market this sport offers (prematch and live). */
  markets(state: S): PricedMarket[];
  /** Results of every market of `markets()` once finished: key `${id}|${specifier}` → outcome id → result. */
  results(state: S): Map<string, Map<string, SettledOutcome>>;
}
