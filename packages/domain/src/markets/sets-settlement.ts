// Settlement rules of the tennis markets: from the games of each set and the winner of every game
// to the result of every outcome. A market on a set or a game that was not played is void.
import type { GoalScore, GoalSettlement } from './goal-settlement';
import { parseSpecifier } from './market-names';
import { handicapLine, overUnderLine } from './points-settlement';

/** Market type ids of the tennis markets (Sportradar numbering where it has one). */
export const SETS_MARKET = {
  winner: 186,
  gameHandicap: 187,
  setHandicap: 188,
  totalGames: 189,
  homeTotalGames: 190,
  awayTotalGames: 191,
  oddEvenGames: 193,
  tiebreakInMatch: 196,
  correctScore: 199,
  totalSets: 201,
  setWinner: 204,
  setTotalGames: 205,
  gameWinner: 210,
} as const;

export interface SetsFacts {
  /** Games of each set played, in order (a tiebreak counts as the set's last game: 7:6). */
  sets: GoalScore[];
  /** Winner of each game of each set, in order: "h" or "a" per game. */
  games: string[];
}

const won = (yes: boolean): GoalSettlement => ({ result: yes ? 'win' : 'lose' });
const VOID: GoalSettlement = { result: 'void', voidFactor: 1 };
const voided = (ids: string[]) => new Map(ids.map((id) => [id, VOID]));

/** Correct score outcomes of a best-of-three in sets (or maps): "2:0", "2:1", "1:2", "0:2". */
export const BEST_OF_THREE_SCORES = ['2:0', '2:1', '1:2', '0:2'];

/**
 * The results of a tennis market's outcomes, or null for a type these rules do not know. The
 * handicaps and totals count games; a whole line that lands is pushed.
 */
export function settleSetsMarket(
  marketId: number,
  specifier: string,
  facts: SetsFacts,
): Map<string, GoalSettlement> | null {
  const spec = parseSpecifier(specifier);
  const num = (key: string) => Number(spec[key]);
  const setsWon = {
    home: facts.sets.filter((s) => s.home > s.away).length,
    away: facts.sets.filter((s) => s.away > s.home).length,
  };
  const games = facts.sets.reduce(
    (acc, s) => ({ home: acc.home + s.home, away: acc.away + s.away }),
    { home: 0, away: 0 },
  );
  switch (marketId) {
    case SETS_MARKET.winner:
      return new Map([
        ['4', won(setsWon.home > setsWon.away)],
        ['5', won(setsWon.away > setsWon.home)],
      ]);
    case SETS_MARKET.gameHandicap:
      return handicapLine(games, num('hcp'));
    case SETS_MARKET.setHandicap:
      return handicapLine(setsWon, num('hcp'));
    case SETS_MARKET.totalGames:
      return overUnderLine(games.home + games.away, num('total'));
    case SETS_MARKET.homeTotalGames:
      return overUnderLine(games.home, num('total'));
    case SETS_MARKET.awayTotalGames:
      return overUnderLine(games.away, num('total'));
    case SETS_MARKET.oddEvenGames:
      return new Map([
        ['70', won((games.home + games.away) % 2 === 1)],
        ['72', won((games.home + games.away) % 2 === 0)],
      ]);
    case SETS_MARKET.tiebreakInMatch: {
      const tiebreak = facts.sets.some((s) => Math.min(s.home, s.away) === 6);
      return new Map([
        ['74', won(tiebreak)],
        ['76', won(!tiebreak)],
      ]);
    }
    case SETS_MARKET.correctScore: {
      const actual = `${setsWon.home}:${setsWon.away}`;
      return new Map(BEST_OF_THREE_SCORES.map((id) => [id, won(id === actual)]));
    }
    case SETS_MARKET.totalSets:
      return overUnderLine(facts.sets.length, num('total'));
    case SETS_MARKET.setWinner: {
      const set = facts.sets[num('setnr') - 1];
      if (!set) return voided(['4', '5']);
      return new Map([
        ['4', won(set.home > set.away)],
        ['5', won(set.away > set.home)],
      ]);
    }
    case SETS_MARKET.setTotalGames: {
      const set = facts.sets[num('setnr') - 1];
      if (!set) return voided(['12', '13']);
      return overUnderLine(set.home + set.away, num('total'));
    }
    case SETS_MARKET.gameWinner: {
      const winner = facts.games[num('setnr') - 1]?.[num('gamenr') - 1];
      if (!winner) return voided(['4', '5']);
      return new Map([
        ['4', won(winner === 'h')],
        ['5', won(winner === 'a')],
      ]);
    }
    default:
      return null;
  }
}
