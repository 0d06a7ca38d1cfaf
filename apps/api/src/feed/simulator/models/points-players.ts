// Key players of a basketball match: the two leading starters of each team, their box score as
// the match is played and their points, rebounds and assists lines. A starter ruled out at tip-off
// does not play: their lines close and settle void.
import { POINTS_MARKET as M } from '@sportsbook/domain';
import type { Rng } from '../rng';
import type { PricedMarket } from '../sport-model';
import { squadOf } from '../squads';
import { clamp } from './maths';
import { overUnder } from './market-shapes';
import {
  above,
  half,
  RACE_TARGETS,
  STATS,
  type KeyPlayer,
  type PointsDepth,
  type Stat,
} from './points-lines';

type Side = 'home' | 'away';
const STAT_MARKET: Record<Stat, number> = {
  points: M.playerPoints,
  rebounds: M.playerRebounds,
  assists: M.playerAssists,
};
/** Chance a key starter is ruled out at tip-off (their player lines are then void). */
const SCRATCH_CHANCE = 0.04;

/** Roles of the two key starters of a team: a guard who scores and passes, a big who rebounds. */
const ROLES = [
  { share: 0.22, rebounds: 4.5, assists: 5.5 },
  { share: 0.17, rebounds: 8.5, assists: 2.0 },
];

/** The key players of a match with their lines; none without the teams' names. */
export function keyPlayers(
  home: number,
  away: number,
  teams: { home: string; away: string } | undefined,
): KeyPlayer[] {
  const players: KeyPlayer[] = [];
  if (!teams) return players;
  const taken = new Set<string>();
  for (const side of ['home', 'away'] as const) {
    const starters = squadOf(teams[side], 'basketball').filter((p) => p.starter);
    // The guard leading the line-up and the centre; a name the other side has is skipped, so a
    // name is a player within the match.
    const picks = [starters[0], starters[4], starters[1]].filter(
      (p): p is NonNullable<typeof p> => !!p && !taken.has(p.name),
    );
    picks.slice(0, 2).forEach((p, i) => {
      taken.add(p.name);
      const role = ROLES[i] as (typeof ROLES)[number];
      const points = role.share * (side === 'home' ? home : away);
      players.push({
        name: p.name,
        side,
        ...role,
        lines: {
          points: half(points),
          rebounds: Math.floor(role.rebounds) + 0.5,
          assists: Math.floor(role.assists) + 0.5,
        },
        stats: { points: 0, rebounds: 0, assists: 0 },
        out: null,
      });
    });
  }
  return players;
}

/** Tip-off: each key starter may be ruled out. */
export function tipOff(depth: PointsDepth, rng: Rng): PointsDepth {
  return {
    ...depth,
    players: depth.players.map((p) => ({ ...p, out: p.out ?? rng.chance(SCRATCH_CHANCE) })),
  };
}

/**
 * One step of play: the races a score decides; the score credited to a key player by their share;
 * rebounds and assists at the players' rates.
 */
export function playStep(
  depth: PointsDepth,
  score: { side: Side; points: number } | null,
  totals: { home: number; away: number },
  seconds: number,
  regularS: number,
  rng: Rng,
): PointsDepth {
  const next: PointsDepth = {
    ...depth,
    races: { ...depth.races },
    players: depth.players.map((p) => ({ ...p, stats: { ...p.stats } })),
  };
  for (const target of RACE_TARGETS)
    if (!next.races[target] && score && totals[score.side] >= target)
      next.races[target] = score.side;
  const playing = next.players.filter((p) => p.out === false);
  if (score) {
    const r = rng.next();
    let acc = 0;
    for (const p of playing.filter((x) => x.side === score.side)) {
      acc += p.share;
      if (r < acc) {
        p.stats.points += score.points;
        break;
      }
    }
  }
  for (const p of playing) {
    if (rng.chance((p.rebounds * seconds) / regularS)) p.stats.rebounds += 1;
    if (rng.chance((p.assists * seconds) / regularS)) p.stats.assists += 1;
  }
  return next;
}

/** P(Poisson(lambda) > need) for a half-point `need`. */
function poissonAbove(need: number, lambda: number): number {
  if (need < 0) return 1;
  let term = Math.exp(-lambda);
  let below = term;
  for (let k = 1; k < need; k += 1) {
    term *= lambda / k;
    below += term;
  }
  return clamp(1 - below, 0, 1);
}

/**
 * The players' lines: points normal around the player's share of the team's points to come
 * (compound Poisson variance), rebounds and assists Poisson at the player's rate.
 */
export function playerMarkets(
  players: KeyPlayer[],
  rate: Record<Side, number>,
  left: number,
  finished: boolean,
  spread: number,
): PricedMarket[] {
  const markets: PricedMarket[] = [];
  for (const p of players) {
    const teamMean = rate[p.side] * left;
    for (const stat of STATS) {
      const line = p.lines[stat];
      const have = p.stats[stat];
      const over =
        stat === 'points'
          ? above(
              line,
              have + p.share * teamMean,
              Math.max(0.5, Math.sqrt(p.share * teamMean * spread)),
            )
          : poissonAbove(line - have, p[stat] * left);
      markets.push(
        overUnder(
          STAT_MARKET[stat],
          `player=${p.name}|total=${line}`,
          `${p.name} ${stat} ${line}`,
          line,
          over,
          ['players'],
          p.out === true || have > line || finished,
        ),
      );
    }
  }
  return markets;
}
