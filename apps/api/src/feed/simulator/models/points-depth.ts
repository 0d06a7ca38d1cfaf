// The deeper basketball markets, priced from the same model as its winner, handicap and total:
// the points still to come in any stretch of the clock are normal around the teams' rates
// (margin sd × √share, total sd 0.9 × margin sd × √share), plus what the stretch already has.
// Quarters and halves are regulation time; races, team totals and player lines include overtime.
// Results come from the domain's rules (settlePointsMarket).
import {
  POINTS_MARKET as M,
  RACE_NEITHER,
  settlePointsMarket,
  type PointsFacts,
} from '@sportsbook/domain';
import type { PricedMarket, SettledOutcome } from '../sport-model';
import { clamp, normalCdf, normalize } from './maths';
import { overUnder } from './market-shapes';
import { above, fmt, half, RACE_TARGETS, type PointsDepth } from './points-lines';

export type { PointsDepth };
import { keyPlayers, playerMarkets } from './points-players';

type Side = 'home' | 'away';

/** What the depth needs of the match model at a moment. */
export interface PointsView {
  meanTotal: number;
  edge: number;
  marginSd: number;
  periodS: number;
  /** Regulation seconds played (capped at the regulation length). */
  played: number;
  /** Share of a regulation game still to play, overtime included. */
  left: number;
  /** Points of each period so far (quarters, then overtimes). */
  periods: { home: number; away: number }[];
  finished: boolean;
}

const sumOf = (periods: { home: number; away: number }[]) =>
  periods.reduce((a, p) => ({ home: a.home + p.home, away: a.away + p.away }), {
    home: 0,
    away: 0,
  });

/** The lines of a match, fixed when it is created so settlement never depends on the moment. */
export function createDepth(
  meanTotal: number,
  edge: number,
  teams: { home: string; away: string } | undefined,
): PointsDepth {
  const home = (meanTotal + edge) / 2;
  const away = (meanTotal - edge) / 2;
  return {
    quarterTotals: [half(meanTotal / 4) - 2, half(meanTotal / 4) + 2],
    halfTotal: half(meanTotal / 2),
    halfHcp: -half(edge / 2),
    teamTotals: {
      home: [half(home) - 3, half(home) + 3],
      away: [half(away) - 3, half(away) + 3],
    },
    races: {},
    players: keyPlayers(home, away, teams),
  };
}

/** P(odd) of a whole number of points, normal around `mean`. */
function oddChance(mean: number, sd: number): number {
  let odd = 0;
  const from = Math.floor(mean - 6 * sd);
  for (let k = from; k <= mean + 6 * sd; k += 1)
    if (Math.abs(k % 2) === 1)
      odd += normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
  return clamp(odd, 0, 1);
}

/** The deeper markets of a basketball match from its model's view. */
export function depthMarkets(v: PointsView, depth: PointsDepth, spread: number): PricedMarket[] {
  const regularS = 4 * v.periodS;
  const zero = { home: 0, away: 0 };
  /** A stretch of regulation [from, to) in quarters: its points so far and the share still to play. */
  const stretch = (from: number, to: number) => {
    const known = sumOf(v.periods.slice(from, to));
    const share = Math.max(0, to * v.periodS - Math.max(from * v.periodS, v.played)) / regularS;
    const margin = {
      mean: known.home - known.away + v.edge * share,
      sd: Math.max(0.5, v.marginSd * Math.sqrt(share)),
    };
    const total = {
      mean: known.home + known.away + v.meanTotal * share,
      sd: Math.max(0.5, 0.9 * v.marginSd * Math.sqrt(share)),
    };
    return { known, share, margin, total, over: share === 0 || v.finished };
  };
  const markets: PricedMarket[] = [];
  const result = (
    id: number,
    specifier: string,
    name: string,
    s: ReturnType<typeof stretch>,
    groups: string[],
  ) => {
    const home = above(0.5, s.margin.mean, s.margin.sd);
    const away = 1 - above(-0.5, s.margin.mean, s.margin.sd);
    markets.push({
      id,
      specifier,
      name,
      groups,
      priority: 5,
      customBetGroups: groups,
      closed: s.over,
      outcomes: [
        { id: '1', name: '1', probability: home },
        { id: '2', name: 'X', probability: Math.max(0, 1 - home - away) },
        { id: '3', name: '2', probability: away },
      ],
    });
  };
  for (let q = 1; q <= 4; q += 1) {
    const s = stretch(q - 1, q);
    result(M.quarterResult, `quarternr=${q}`, `Quarter ${q} - 1X2`, s, ['quarters']);
    for (const line of depth.quarterTotals)
      markets.push(
        overUnder(
          M.quarterTotal,
          `quarternr=${q}|total=${line}`,
          `Quarter ${q} - total ${line}`,
          line,
          above(line, s.total.mean, s.total.sd),
          ['quarters'],
          s.over || s.known.home + s.known.away > line,
        ),
      );
  }
  const halves = [stretch(0, 2), stretch(2, 4)] as const;
  const halfIds = [
    {
      result: M.firstHalfResult,
      hcp: M.firstHalfHandicap,
      total: M.firstHalfTotal,
      name: '1st half',
    },
    {
      result: M.secondHalfResult,
      hcp: M.secondHalfHandicap,
      total: M.secondHalfTotal,
      name: '2nd half',
    },
  ];
  halves.forEach((s, i) => {
    const ids = halfIds[i] as (typeof halfIds)[number];
    result(ids.result, '', `${ids.name} - 1X2`, s, ['halves']);
    const hcp = depth.halfHcp;
    const cover = above(-hcp, s.margin.mean, s.margin.sd);
    markets.push({
      id: ids.hcp,
      specifier: `hcp=${hcp}`,
      name: `${ids.name} - handicap ${fmt(hcp)}`,
      groups: ['halves'],
      priority: 6,
      customBetGroups: ['halves'],
      closed: s.over,
      outcomes: [
        { id: '1714', name: `1 (${fmt(hcp)})`, probability: cover },
        { id: '1715', name: `2 (${fmt(-hcp)})`, probability: 1 - cover },
      ],
    });
    const line = depth.halfTotal;
    markets.push(
      overUnder(
        ids.total,
        `total=${line}`,
        `${ids.name} - total ${line}`,
        line,
        above(line, s.total.mean, s.total.sd),
        ['halves'],
        s.over || s.known.home + s.known.away > line,
      ),
    );
  });
  // The whole match, overtime included.
  const now = sumOf(v.periods.length > 0 ? v.periods : [zero]);
  const rate = { home: (v.meanTotal + v.edge) / 2, away: (v.meanTotal - v.edge) / 2 };
  const teamSd = (Math.sqrt(1 + 0.81) / 2) * v.marginSd * Math.sqrt(v.left);
  for (const side of ['home', 'away'] as const)
    for (const line of depth.teamTotals[side]) {
      const mean = now[side] + rate[side] * v.left;
      markets.push(
        overUnder(
          side === 'home' ? M.homeTotal : M.awayTotal,
          `total=${line}`,
          `${side === 'home' ? 'Home' : 'Away'} total ${line}`,
          line,
          above(line, mean, Math.max(0.5, teamSd)),
          ['totals'],
          v.finished || now[side] > line,
        ),
      );
    }
  const odd = oddChance(
    now.home + now.away + v.meanTotal * v.left,
    Math.max(0.5, 0.9 * v.marginSd * Math.sqrt(v.left)),
  );
  markets.push({
    id: M.oddEven,
    specifier: '',
    name: 'Odd/even',
    groups: ['totals'],
    priority: 9,
    customBetGroups: [],
    closed: v.finished,
    outcomes: [
      { id: '70', name: 'Odd', probability: odd },
      { id: '72', name: 'Even', probability: 1 - odd },
    ],
  });
  // Races: the time each team needs to reach the target is near normal (compound Poisson scoring).
  for (const target of RACE_TARGETS) {
    const time = (side: Side) => {
      const need = Math.max(0, target - now[side]);
      const r = Math.max(1, rate[side]);
      return { mean: need / r, variance: Math.max(1e-6, (need * spread) / (r * r)) };
    };
    const h = time('home');
    const a = time('away');
    const homeFirst = normalCdf((a.mean - h.mean) / Math.sqrt(h.variance + a.variance));
    const neither =
      (1 - normalCdf((v.left - h.mean) / Math.sqrt(h.variance))) *
      (1 - normalCdf((v.left - a.mean) / Math.sqrt(a.variance)));
    const [ph, pa, pn] = normalize([
      homeFirst * (1 - neither),
      (1 - homeFirst) * (1 - neither),
      neither,
    ]);
    markets.push({
      id: M.raceTo,
      specifier: `pointnr=${target}`,
      name: `Race to ${target} points`,
      groups: ['main'],
      priority: 7,
      customBetGroups: [],
      closed: depth.races[target] !== undefined || v.finished,
      outcomes: [
        { id: '4', name: '1', probability: ph ?? 0 },
        { id: '5', name: '2', probability: pa ?? 0 },
        { id: RACE_NEITHER, name: 'Neither', probability: pn ?? 0 },
      ],
    });
  }
  markets.push(...playerMarkets(depth.players, rate, v.left, v.finished, spread));
  return markets;
}

/** Results of the markets in `markets` by the domain's rules, from the match's periods and lines. */
export function depthResults(
  markets: PricedMarket[],
  periods: { home: number; away: number }[],
  depth: PointsDepth,
): Map<string, Map<string, SettledOutcome>> {
  const facts: PointsFacts = {
    periods,
    races: depth.races,
    players: Object.fromEntries(
      depth.players.map((p) => [p.name, p.out === false ? { ...p.stats } : null]),
    ),
  };
  const out = new Map<string, Map<string, SettledOutcome>>();
  for (const market of markets) {
    const settled = settlePointsMarket(market.id, market.specifier, facts);
    if (settled) out.set(`${market.id}|${market.specifier}`, settled);
  }
  return out;
}
