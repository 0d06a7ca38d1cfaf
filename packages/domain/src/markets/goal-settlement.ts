// Settlement rules of the goal markets (soccer, ice hockey): from the goals of each period to the
// result of every outcome, Asian quarter lines split in two and whole lines pushed.
import { parseSpecifier } from './market-names';

export interface GoalScore {
  home: number;
  away: number;
}

export type GoalOutcomeResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

/** The result of an outcome; a void refunds the whole stake (void factor 1). */
export interface GoalSettlement {
  result: GoalOutcomeResult;
  voidFactor?: number;
}

/** Market type ids of the goal markets (Sportradar numbering). */
export const GOAL_MARKET = {
  result: 1,
  doubleChance: 10,
  drawNoBet: 11,
  handicap: 16,
  total: 18,
  homeTotal: 19,
  awayTotal: 20,
  oddEven: 26,
  bothTeamsToScore: 29,
  correctScore: 45,
  halftimeFulltime: 47,
  highestScoringHalf: 52,
  firstHalfResult: 60,
  firstHalfTotal: 68,
  firstHalfBothTeamsToScore: 75,
  secondHalfResult: 83,
  secondHalfTotal: 90,
  secondHalfBothTeamsToScore: 95,
} as const;

/** The correct scores offered one by one (0:0 to 4:4); any other score is "other". */
export const CORRECT_SCORE_MAX = 4;
export const OTHER_SCORE = 'other';
/** Half-time/full-time outcome ids by the two results: 1, X (draw) or 2 each. */
export const HTFT_OUTCOMES = ['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2'];

const sum = (scores: GoalScore[]): GoalScore =>
  scores.reduce((acc, s) => ({ home: acc.home + s.home, away: acc.away + s.away }), {
    home: 0,
    away: 0,
  });

/** 1, X or 2: home win, draw, away win. */
export const resultSymbol = (score: GoalScore): '1' | 'X' | '2' =>
  score.home > score.away ? '1' : score.home < score.away ? '2' : 'X';

/**
 * An over or a handicap side on a line: `margin` is what the side achieved minus the line. A whole
 * line that lands exactly is pushed (void); a quarter line is half the stake on each neighbouring
 * half or whole line, so it can win or lose by half.
 */
export function settleLine(achieved: number, line: number): GoalSettlement {
  const quarter = Math.abs((line * 4) % 2) === 1;
  if (quarter) {
    const low = settleLine(achieved, line - 0.25).result;
    const high = settleLine(achieved, line + 0.25).result;
    if (low === high) return low === 'void' ? { result: 'void', voidFactor: 1 } : { result: low };
    // One half decided and the other pushed: the push refunds its half.
    if (low === 'win' || high === 'win') return { result: 'half_win' };
    return { result: 'half_lose' };
  }
  const margin = achieved - line;
  if (margin > 0) return { result: 'win' };
  if (margin < 0) return { result: 'lose' };
  return { result: 'void', voidFactor: 1 };
}

const won = (yes: boolean): GoalSettlement => ({ result: yes ? 'win' : 'lose' });

/** Over (12) and under (13) a line on a number of goals. */
function overUnder(goals: number, line: number): Map<string, GoalSettlement> {
  return new Map([
    ['12', settleLine(goals, line)],
    ['13', settleLine(-goals, -line)],
  ]);
}

function threeWay(score: GoalScore): Map<string, GoalSettlement> {
  const r = resultSymbol(score);
  return new Map([
    ['1', won(r === '1')],
    ['2', won(r === 'X')],
    ['3', won(r === '2')],
  ]);
}

const bothScore = (score: GoalScore) =>
  new Map([
    ['74', won(score.home > 0 && score.away > 0)],
    ['76', won(!(score.home > 0 && score.away > 0))],
  ]);

/**
 * The results of a goal market's outcomes from the goals of each period (two halves for soccer),
 * or null for a type these rules do not know. Half markets need two periods.
 */
export function settleGoalMarket(
  marketId: number,
  specifier: string,
  periods: GoalScore[],
): Map<string, GoalSettlement> | null {
  const ft = sum(periods);
  const [first = { home: 0, away: 0 }, second = { home: 0, away: 0 }] = periods;
  const spec = parseSpecifier(specifier);
  const line = (key: string) => Number(spec[key]);
  switch (marketId) {
    case GOAL_MARKET.result:
      return threeWay(ft);
    case GOAL_MARKET.doubleChance: {
      const r = resultSymbol(ft);
      return new Map([
        ['9', won(r !== '2')],
        ['10', won(r !== 'X')],
        ['11', won(r !== '1')],
      ]);
    }
    case GOAL_MARKET.drawNoBet: {
      if (ft.home === ft.away)
        return new Map([
          ['4', { result: 'void', voidFactor: 1 }],
          ['5', { result: 'void', voidFactor: 1 }],
        ]);
      return new Map([
        ['4', won(ft.home > ft.away)],
        ['5', won(ft.away > ft.home)],
      ]);
    }
    case GOAL_MARKET.handicap: {
      const hcp = line('hcp');
      return new Map([
        ['1714', settleLine(ft.home - ft.away, -hcp)],
        ['1715', settleLine(ft.away - ft.home, hcp)],
      ]);
    }
    case GOAL_MARKET.total:
      return overUnder(ft.home + ft.away, line('total'));
    case GOAL_MARKET.homeTotal:
      return overUnder(ft.home, line('total'));
    case GOAL_MARKET.awayTotal:
      return overUnder(ft.away, line('total'));
    case GOAL_MARKET.oddEven:
      return new Map([
        ['70', won((ft.home + ft.away) % 2 === 1)],
        ['72', won((ft.home + ft.away) % 2 === 0)],
      ]);
    case GOAL_MARKET.bothTeamsToScore:
      return bothScore(ft);
    case GOAL_MARKET.correctScore: {
      const outcomes = new Map<string, GoalSettlement>();
      const inGrid = ft.home <= CORRECT_SCORE_MAX && ft.away <= CORRECT_SCORE_MAX;
      for (let h = 0; h <= CORRECT_SCORE_MAX; h += 1)
        for (let a = 0; a <= CORRECT_SCORE_MAX; a += 1)
          outcomes.set(`${h}:${a}`, won(ft.home === h && ft.away === a));
      outcomes.set(OTHER_SCORE, won(!inGrid));
      return outcomes;
    }
    default:
      break;
  }
  if (periods.length !== 2) return null;
  switch (marketId) {
    case GOAL_MARKET.halftimeFulltime: {
      const actual = `${resultSymbol(first)}/${resultSymbol(ft)}`;
      return new Map(HTFT_OUTCOMES.map((id) => [id, won(id === actual)]));
    }
    case GOAL_MARKET.highestScoringHalf: {
      const a = first.home + first.away;
      const b = second.home + second.away;
      return new Map([
        ['920', won(a > b)],
        ['921', won(b > a)],
        ['922', won(a === b)],
      ]);
    }
    case GOAL_MARKET.firstHalfResult:
      return threeWay(first);
    case GOAL_MARKET.secondHalfResult:
      return threeWay(second);
    case GOAL_MARKET.firstHalfTotal:
      return overUnder(first.home + first.away, line('total'));
    case GOAL_MARKET.secondHalfTotal:
      return overUnder(second.home + second.away, line('total'));
    case GOAL_MARKET.firstHalfBothTeamsToScore:
      return bothScore(first);
    case GOAL_MARKET.secondHalfBothTeamsToScore:
      return bothScore(second);
    default:
      return null;
  }
}
