// The deeper goal markets of a soccer match, priced from the same score model as its 1X2: the
// distribution of each half's goals (goals so far plus Poisson goals in the time left). Their
// results come from the domain's settlement rules.
import {
  CORRECT_SCORE_MAX,
  GOAL_MARKET as M,
  HTFT_OUTCOMES,
  OTHER_SCORE,
  resultSymbol,
  settleGoalMarket,
  type GoalScore,
} from '@sportsbook/domain';
import type { PricedMarket, SettledOutcome } from '../sport-model';
import { normalize, poissonVector } from './maths';

/** A score distribution: grid[home][away] = probability. */
export type ScoreGrid = number[][];

/** One half's final score: the goals it has plus Poisson goals at the rates for `share` of the match. */
export function halfGrid(
  now: GoalScore,
  rateHome: number,
  rateAway: number,
  share: number,
  max = 8,
): ScoreGrid {
  const home = poissonVector(rateHome * share, max);
  const away = poissonVector(rateAway * share, max);
  const grid: ScoreGrid = [];
  home.forEach((ph, h) => {
    const row = (grid[now.home + h] ??= []);
    away.forEach((pa, a) => (row[now.away + a] = (row[now.away + a] ?? 0) + ph * pa));
  });
  return grid;
}

/** The probability of everything `test` accepts. */
function chance(grid: ScoreGrid, test: (h: number, a: number) => boolean): number {
  let p = 0;
  for (let h = 0; h < grid.length; h += 1) {
    const row = grid[h];
    if (!row) continue;
    for (let a = 0; a < row.length; a += 1) {
      const v = row[a];
      if (v !== undefined && test(h, a)) p += v;
    }
  }
  return p;
}

/**
 * The fair chance of a side on a line with pushes: what the odds must pay so the bet is fair.
 * `value` is what the side achieves in a score; the side needs more than `line`. A whole line that
 * lands is refunded; a quarter line is half on each neighbouring line.
 */
export function lineChance(
  grid: ScoreGrid,
  value: (h: number, a: number) => number,
  line: number,
): number {
  const parts = Math.abs((line * 4) % 2) === 1 ? [line - 0.25, line + 0.25] : [line];
  const win = parts.reduce((s, l) => s + chance(grid, (h, a) => value(h, a) > l), 0) / parts.length;
  const push =
    parts.reduce((s, l) => s + chance(grid, (h, a) => value(h, a) === l), 0) / parts.length;
  return push >= 1 ? 0.5 : win / (1 - push);
}

const fmtLine = (n: number) => (n > 0 ? `+${n}` : String(n));

function overUnder(
  id: number,
  line: number,
  name: string,
  over: number,
  groups: string[],
  extra = {},
): PricedMarket {
  return {
    id,
    specifier: `total=${line}`,
    name: `${name} ${line}`,
    groups,
    priority: 6,
    customBetGroups: ['goals'],
    outcomes: [
      { id: '12', name: `Over ${line}`, probability: over },
      { id: '13', name: `Under ${line}`, probability: 1 - over },
    ],
    ...extra,
  };
}

function threeWay(id: number, name: string, grid: ScoreGrid, groups: string[]): PricedMarket {
  const [h, d, a] = normalize([
    chance(grid, (x, y) => x > y),
    chance(grid, (x, y) => x === y),
    chance(grid, (x, y) => x < y),
  ]) as [number, number, number];
  return {
    id,
    specifier: '',
    name,
    groups,
    priority: 7,
    customBetGroups: ['result'],
    outcomes: [
      { id: '1', name: '1', probability: h },
      { id: '2', name: 'X', probability: d },
      { id: '3', name: '2', probability: a },
    ],
  };
}

function bothScore(id: number, name: string, grid: ScoreGrid, groups: string[]): PricedMarket {
  const yes = chance(grid, (h, a) => h > 0 && a > 0);
  return {
    id,
    specifier: '',
    name,
    groups,
    priority: 8,
    customBetGroups: ['goals'],
    outcomes: [
      { id: '74', name: 'Yes', probability: yes },
      { id: '76', name: 'No', probability: 1 - yes },
    ],
  };
}

/** The cells of a grid that hold a chance: [home, away, probability]. */
function cells(grid: ScoreGrid): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (let h = 0; h < grid.length; h += 1) {
    const row = grid[h];
    if (!row) continue;
    for (let a = 0; a < row.length; a += 1) {
      const p = row[a];
      if (p !== undefined) out.push([h, a, p]);
    }
  }
  return out;
}

/** Adds two independent score distributions (first half and second half make the match). */
function addGrids(a: ScoreGrid, b: ScoreGrid): ScoreGrid {
  const out: ScoreGrid = [];
  const right = cells(b);
  for (const [h1, a1, pa] of cells(a))
    for (const [h2, a2, pb] of right) {
      const row = (out[h1 + h2] ??= []);
      row[a1 + a2] = (row[a1 + a2] ?? 0) + pa * pb;
    }
  return out;
}

/**
 * A distribution over whole numbers (a goal difference, a goal count) with its tails:
 * `below(k)`, `at(k)` and `above(k)` are P(X < k), P(X = k) and P(X > k).
 */
function tails(values: Array<[number, number]>) {
  const at = new Map<number, number>();
  for (const [x, p] of values) at.set(x, (at.get(x) ?? 0) + p);
  const keys = [...at.keys()].sort((x, y) => x - y);
  const below = new Map<number, number>();
  let sum = 0;
  for (const k of keys) {
    below.set(k, sum);
    sum += at.get(k)!;
  }
  const min = keys[0] ?? 0;
  const max = keys[keys.length - 1] ?? 0;
  const belowOf = (k: number): number =>
    k <= min ? 0 : k > max ? sum : (below.get(k) ?? belowOf(k + 1));
  return {
    below: belowOf,
    at: (k: number) => at.get(k) ?? 0,
    above: (k: number) => sum - belowOf(k) - (at.get(k) ?? 0),
  };
}

export interface DepthInput {
  first: ScoreGrid;
  second: ScoreGrid;
  /** Goals so far, for closing decided lines. */
  now: GoalScore;
  firstNow: GoalScore;
  /** The first half is over (its markets are decided). */
  firstOver: boolean;
}

/** The deeper markets of a two-half goal match. */
export function depthMarkets({
  first,
  second,
  now,
  firstNow,
  firstOver,
}: DepthInput): PricedMarket[] {
  const full = addGrids(first, second);
  const goals = now.home + now.away;
  const markets: PricedMarket[] = [];
  const pHome = chance(full, (h, a) => h > a);
  const pAway = chance(full, (h, a) => h < a);
  markets.push({
    id: M.drawNoBet,
    specifier: '',
    name: 'Draw no bet',
    groups: ['main'],
    priority: 5,
    customBetGroups: ['result'],
    outcomes: [
      { id: '4', name: '1', probability: pHome / (pHome + pAway) },
      { id: '5', name: '2', probability: pAway / (pHome + pAway) },
    ],
  });
  for (const line of [2.25, 2.75]) {
    const over = lineChance(full, (h, a) => h + a, line);
    markets.push(
      overUnder(M.total, line, 'Total', over, ['totals'], { closed: goals > line + 0.25 }),
    );
  }
  for (const hcp of [-1, -0.75, -0.25, 0, 0.25, 1]) {
    const home = lineChance(full, (h, a) => h - a, -hcp);
    markets.push({
      id: M.handicap,
      specifier: `hcp=${hcp}`,
      name: `Handicap ${fmtLine(hcp)}`,
      groups: ['handicaps'],
      priority: 5,
      customBetGroups: [],
      outcomes: [
        { id: '1714', name: `1 (${fmtLine(hcp)})`, probability: home },
        { id: '1715', name: `2 (${fmtLine(-hcp)})`, probability: 1 - home },
      ],
    });
  }
  for (const line of [0.5, 1.5, 2.5]) {
    markets.push(
      overUnder(
        M.homeTotal,
        line,
        'Home total',
        chance(full, (h) => h > line),
        ['totals'],
        {
          closed: now.home > line,
        },
      ),
      overUnder(
        M.awayTotal,
        line,
        'Away total',
        chance(full, (_, a) => a > line),
        ['totals'],
        {
          closed: now.away > line,
        },
      ),
    );
  }
  const odd = chance(full, (h, a) => (h + a) % 2 === 1);
  markets.push({
    id: M.oddEven,
    specifier: '',
    name: 'Odd/even',
    groups: ['totals'],
    priority: 9,
    customBetGroups: ['goals'],
    outcomes: [
      { id: '70', name: 'Odd', probability: odd },
      { id: '72', name: 'Even', probability: 1 - odd },
    ],
  });
  const inGrid = (h: number, a: number) => h <= CORRECT_SCORE_MAX && a <= CORRECT_SCORE_MAX;
  const scores: PricedMarket['outcomes'] = [];
  for (let h = 0; h <= CORRECT_SCORE_MAX; h += 1)
    for (let a = 0; a <= CORRECT_SCORE_MAX; a += 1)
      scores.push({ id: `${h}:${a}`, name: `${h}:${a}`, probability: full[h]?.[a] ?? 0 });
  scores.push({
    id: OTHER_SCORE,
    name: 'Any other score',
    probability: chance(full, (h, a) => !inGrid(h, a)),
  });
  markets.push({
    id: M.correctScore,
    specifier: '',
    name: 'Correct score',
    groups: ['main'],
    priority: 6,
    customBetGroups: [],
    outcomes: scores,
  });
  // Half-time/full-time and the highest scoring half: the halves are independent, so for each
  // first-half score the second half only needs its goal difference and its goal count.
  const htft = new Map(HTFT_OUTCOMES.map((id) => [id, 0]));
  const best = { first: 0, second: 0, equal: 0 };
  const secondCells = cells(second);
  const difference = tails(secondCells.map(([h, a, p]) => [h - a, p]));
  const count = tails(secondCells.map(([h, a, p]) => [h + a, p]));
  const add = (key: string, p: number) => htft.set(key, (htft.get(key) ?? 0) + p);
  for (const [h1, a1, pa] of cells(first)) {
    const half = resultSymbol({ home: h1, away: a1 });
    // Full time: the home side wins when the second half's difference beats the first's deficit.
    const level = a1 - h1;
    add(`${half}/1`, pa * difference.above(level));
    add(`${half}/X`, pa * difference.at(level));
    add(`${half}/2`, pa * difference.below(level));
    const goals = h1 + a1;
    best.first += pa * count.below(goals);
    best.second += pa * count.above(goals);
    best.equal += pa * count.at(goals);
  }
  markets.push({
    id: M.halftimeFulltime,
    specifier: '',
    name: 'Half-time/full-time',
    groups: ['halves'],
    priority: 7,
    customBetGroups: [],
    outcomes: HTFT_OUTCOMES.map((id) => ({ id, name: id, probability: htft.get(id) ?? 0 })),
  });
  markets.push({
    id: M.highestScoringHalf,
    specifier: '',
    name: 'Highest scoring half',
    groups: ['halves'],
    priority: 9,
    customBetGroups: [],
    outcomes: [
      { id: '920', name: '1st half', probability: best.first },
      { id: '921', name: '2nd half', probability: best.second },
      { id: '922', name: 'Equal', probability: best.equal },
    ],
  });
  const firstGoals = firstNow.home + firstNow.away;
  markets.push({
    ...threeWay(M.firstHalfResult, '1st half - 1X2', first, ['halves']),
    closed: firstOver,
  });
  for (const line of [0.5, 1.5, 2.5])
    markets.push(
      overUnder(
        M.firstHalfTotal,
        line,
        '1st half - total',
        chance(first, (h, a) => h + a > line),
        ['halves'],
        {
          closed: firstOver || firstGoals > line,
        },
      ),
    );
  markets.push({
    ...bothScore(M.firstHalfBothTeamsToScore, '1st half - both teams to score', first, ['halves']),
    closed: firstOver || (firstNow.home > 0 && firstNow.away > 0),
  });
  markets.push(threeWay(M.secondHalfResult, '2nd half - 1X2', second, ['halves']));
  const secondNow = { home: now.home - firstNow.home, away: now.away - firstNow.away };
  for (const line of [0.5, 1.5, 2.5])
    markets.push(
      overUnder(
        M.secondHalfTotal,
        line,
        '2nd half - total',
        chance(second, (h, a) => h + a > line),
        ['halves'],
        {
          closed: secondNow.home + secondNow.away > line,
        },
      ),
    );
  markets.push({
    ...bothScore(M.secondHalfBothTeamsToScore, '2nd half - both teams to score', second, [
      'halves',
    ]),
    closed: secondNow.home > 0 && secondNow.away > 0,
  });
  return markets;
}

/** Results of the markets of `markets` from the goals of each half, by the domain's rules. */
export function depthResults(
  markets: PricedMarket[],
  halves: GoalScore[],
): Map<string, Map<string, SettledOutcome>> {
  const out = new Map<string, Map<string, SettledOutcome>>();
  for (const market of markets) {
    const settled = settleGoalMarket(market.id, market.specifier, halves);
    if (settled) out.set(`${market.id}|${market.specifier}`, settled);
  }
  return out;
}
