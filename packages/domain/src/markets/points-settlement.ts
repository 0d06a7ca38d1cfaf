// Settlement rules of the basketball markets: from each period's points, the order in which the
// teams reached the race targets and the key players' box scores to the result of every outcome.
// Quarter and half markets are regulation time only; match markets include overtime.
import { settleLine, type GoalSettlement, type GoalScore } from './goal-settlement';
import { parseSpecifier } from './market-names';

/** Market type ids of the basketball markets (Sportradar numbering where it has one). */
export const POINTS_MARKET = {
  winner: 219,
  handicap: 223,
  total: 225,
  homeTotal: 227,
  awayTotal: 228,
  oddEven: 229,
  firstHalfResult: 60,
  firstHalfHandicap: 66,
  firstHalfTotal: 68,
  secondHalfResult: 83,
  secondHalfHandicap: 88,
  secondHalfTotal: 90,
  quarterResult: 235,
  quarterTotal: 236,
  raceTo: 302,
  playerPoints: 921,
  playerRebounds: 922,
  playerAssists: 923,
} as const;

/** The outcome of a race that neither team won (the target was not reached). */
export const RACE_NEITHER = 'none';

/** A key player's box score; null when the player did not play (their markets are void). */
export interface PlayerLine {
  points: number;
  rebounds: number;
  assists: number;
}

export interface PointsFacts {
  /** Points of each period: four quarters, then overtimes. */
  periods: GoalScore[];
  /** Which team reached each race target first, by target ("20" → home). */
  races: Record<string, 'home' | 'away'>;
  /** Box scores of the players offered in player markets, by the specifier's player name. */
  players: Record<string, PlayerLine | null>;
}

const QUARTERS = 4;
const won = (yes: boolean): GoalSettlement => ({ result: yes ? 'win' : 'lose' });
const VOID: GoalSettlement = { result: 'void', voidFactor: 1 };

const sum = (scores: GoalScore[]): GoalScore =>
  scores.reduce((acc, s) => ({ home: acc.home + s.home, away: acc.away + s.away }), {
    home: 0,
    away: 0,
  });

/** Over (12) and under (13) a line; a whole line that lands is pushed. */
export function overUnderLine(value: number, line: number): Map<string, GoalSettlement> {
  return new Map([
    ['12', settleLine(value, line)],
    ['13', settleLine(-value, -line)],
  ]);
}

/** Home (1714) with `hcp` added against away (1715); a whole line that lands is pushed. */
export function handicapLine(score: GoalScore, hcp: number): Map<string, GoalSettlement> {
  return new Map([
    ['1714', settleLine(score.home - score.away, -hcp)],
    ['1715', settleLine(score.away - score.home, hcp)],
  ]);
}

/** 1 (home), 2 (draw), 3 (away) of a period, as the 1X2 outcomes are numbered. */
function threeWay(score: GoalScore): Map<string, GoalSettlement> {
  return new Map([
    ['1', won(score.home > score.away)],
    ['2', won(score.home === score.away)],
    ['3', won(score.home < score.away)],
  ]);
}

const STAT: Record<number, keyof PlayerLine> = {
  [POINTS_MARKET.playerPoints]: 'points',
  [POINTS_MARKET.playerRebounds]: 'rebounds',
  [POINTS_MARKET.playerAssists]: 'assists',
};

/**
 * The results of a basketball market's outcomes, or null for a type these rules do not know.
 * A player who did not play voids their markets; a race nobody won is won by "neither".
 */
export function settlePointsMarket(
  marketId: number,
  specifier: string,
  facts: PointsFacts,
): Map<string, GoalSettlement> | null {
  const spec = parseSpecifier(specifier);
  const num = (key: string) => Number(spec[key]);
  const all = sum(facts.periods);
  const regulation = facts.periods.slice(0, QUARTERS);
  const firstHalf = sum(regulation.slice(0, 2));
  const secondHalf = sum(regulation.slice(2, 4));
  switch (marketId) {
    case POINTS_MARKET.winner:
      return new Map([
        ['4', won(all.home > all.away)],
        ['5', won(all.away > all.home)],
      ]);
    case POINTS_MARKET.handicap:
      return handicapLine(all, num('hcp'));
    case POINTS_MARKET.total:
      return overUnderLine(all.home + all.away, num('total'));
    case POINTS_MARKET.homeTotal:
      return overUnderLine(all.home, num('total'));
    case POINTS_MARKET.awayTotal:
      return overUnderLine(all.away, num('total'));
    case POINTS_MARKET.oddEven:
      return new Map([
        ['70', won((all.home + all.away) % 2 === 1)],
        ['72', won((all.home + all.away) % 2 === 0)],
      ]);
    case POINTS_MARKET.firstHalfResult:
      return threeWay(firstHalf);
    case POINTS_MARKET.secondHalfResult:
      return threeWay(secondHalf);
    case POINTS_MARKET.firstHalfHandicap:
      return handicapLine(firstHalf, num('hcp'));
    case POINTS_MARKET.secondHalfHandicap:
      return handicapLine(secondHalf, num('hcp'));
    case POINTS_MARKET.firstHalfTotal:
      return overUnderLine(firstHalf.home + firstHalf.away, num('total'));
    case POINTS_MARKET.secondHalfTotal:
      return overUnderLine(secondHalf.home + secondHalf.away, num('total'));
    case POINTS_MARKET.quarterResult:
    case POINTS_MARKET.quarterTotal: {
      const quarter = regulation[num('quarternr') - 1];
      if (!quarter) return null;
      return marketId === POINTS_MARKET.quarterResult
        ? threeWay(quarter)
        : overUnderLine(quarter.home + quarter.away, num('total'));
    }
    case POINTS_MARKET.raceTo: {
      const first = facts.races[spec.pointnr ?? ''];
      return new Map([
        ['4', won(first === 'home')],
        ['5', won(first === 'away')],
        [RACE_NEITHER, won(first === undefined)],
      ]);
    }
    case POINTS_MARKET.playerPoints:
    case POINTS_MARKET.playerRebounds:
    case POINTS_MARKET.playerAssists: {
      const player = spec.player;
      if (player === undefined || !(player in facts.players)) return null;
      const line = facts.players[player];
      if (!line)
        return new Map([
          ['12', VOID],
          ['13', VOID],
        ]);
      return overUnderLine(line[STAT[marketId] as keyof PlayerLine], num('total'));
    }
    default:
      return null;
  }
}
