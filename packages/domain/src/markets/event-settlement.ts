// Settlement rules of a soccer match's event markets: corners, cards, goalscorers and player
// shots, from what happened on the pitch. Players are named by their id in the specifier
// (`player=<id>`) or as the outcome id of a goalscorer market.
import { settleLine, type GoalScore, type GoalSettlement } from './goal-settlement';
import { parseSpecifier } from './market-names';

/** Market type ids of the event markets (Sportradar numbering where it has one). */
export const EVENT_MARKET = {
  firstGoalscorer: 38,
  lastGoalscorer: 39,
  anytimeGoalscorer: 40,
  cornerResult: 162,
  cornerHandicap: 165,
  cornerTotal: 166,
  /** Total cards: every yellow and every red card counts one. */
  cardTotal: 139,
  playerShotsOnTarget: 777,
} as const;

/** The outcome of a goalscorer market that wins when the match ends without a goal. */
export const NO_GOALSCORER = 'none';

/** What the event markets are settled from, at the final whistle. */
export interface MatchEventsSummary {
  /** Ids of the players who started the match (of both sides). */
  starters: readonly string[];
  /** Scorers' player ids in the order the goals were scored. */
  scorers: readonly string[];
  corners: GoalScore;
  cards: GoalScore;
  /** Shots on target by player id (players without a shot may be missing). */
  shotsOnTarget: Readonly<Record<string, number>>;
}

const won = (yes: boolean): GoalSettlement => ({ result: yes ? 'win' : 'lose' });
const refunded = (): GoalSettlement => ({ result: 'void', voidFactor: 1 });

function overUnder(count: number, line: number): Map<string, GoalSettlement> {
  return new Map([
    ['12', settleLine(count, line)],
    ['13', settleLine(-count, -line)],
  ]);
}

/**
 * A goalscorer market: one outcome per player and "no goalscorer". A player who did not start is
 * void (the bet is refunded), whatever happened; a starter wins when they scored the goal the
 * market names (the first, the last, or any). Own goals count for no player.
 */
function scorer(
  outcomeIds: readonly string[],
  summary: MatchEventsSummary,
  wins: (playerId: string) => boolean,
): Map<string, GoalSettlement> {
  const starters = new Set(summary.starters);
  return new Map(
    outcomeIds.map((id) => {
      if (id === NO_GOALSCORER) return [id, won(summary.scorers.length === 0)];
      if (!starters.has(id)) return [id, refunded()];
      return [id, won(wins(id))];
    }),
  );
}

/**
 * The results of an event market's outcomes, or null for a type these rules do not know.
 * `outcomeIds` are the market's outcomes (goalscorer markets have one per player).
 */
export function settleEventMarket(
  marketId: number,
  specifier: string,
  outcomeIds: readonly string[],
  summary: MatchEventsSummary,
): Map<string, GoalSettlement> | null {
  const spec = parseSpecifier(specifier);
  const { corners, cards } = summary;
  switch (marketId) {
    case EVENT_MARKET.firstGoalscorer:
      return scorer(outcomeIds, summary, (id) => summary.scorers[0] === id);
    case EVENT_MARKET.lastGoalscorer:
      return scorer(outcomeIds, summary, (id) => summary.scorers.at(-1) === id);
    case EVENT_MARKET.anytimeGoalscorer:
      return scorer(outcomeIds, summary, (id) => summary.scorers.includes(id));
    case EVENT_MARKET.cornerResult:
      return new Map([
        ['1', won(corners.home > corners.away)],
        ['2', won(corners.home === corners.away)],
        ['3', won(corners.home < corners.away)],
      ]);
    case EVENT_MARKET.cornerHandicap: {
      const hcp = Number(spec.hcp);
      return new Map([
        ['1714', settleLine(corners.home - corners.away, -hcp)],
        ['1715', settleLine(corners.away - corners.home, hcp)],
      ]);
    }
    case EVENT_MARKET.cornerTotal:
      return overUnder(corners.home + corners.away, Number(spec.total));
    case EVENT_MARKET.cardTotal:
      return overUnder(cards.home + cards.away, Number(spec.total));
    case EVENT_MARKET.playerShotsOnTarget: {
      const player = spec.player ?? '';
      if (!summary.starters.includes(player))
        return new Map([
          ['12', refunded()],
          ['13', refunded()],
        ]);
      return overUnder(summary.shotsOnTarget[player] ?? 0, Number(spec.total));
    }
    default:
      return null;
  }
}
