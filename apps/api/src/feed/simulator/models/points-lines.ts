// Lines and shapes the basketball markets share.
import { normalCdf } from './maths';

type Side = 'home' | 'away';
export const STATS = ['points', 'rebounds', 'assists'] as const;
export type Stat = (typeof STATS)[number];

export interface KeyPlayer {
  name: string;
  side: Side;
  /** Share of the team's points; rebounds and assists per regulation game. */
  share: number;
  rebounds: number;
  assists: number;
  lines: Record<Stat, number>;
  stats: Record<Stat, number>;
  /** Null before tip-off; true when the player did not play. */
  out: boolean | null;
}

export interface PointsDepth {
  /** Two lines per quarter, two points either side of its middle. */
  quarterTotals: number[];
  halfTotal: number;
  halfHcp: number;
  teamTotals: Record<Side, number[]>;
  races: Record<string, Side>;
  players: KeyPlayer[];
}

/** Race targets on offer (points). */
export const RACE_TARGETS = [20, 40];

/** The half-point line nearest to `n`. */
export const half = (n: number) => Math.round(n - 0.5) + 0.5;

export const fmt = (n: number) => (n > 0 ? `+${n}` : String(n));

/** P(X > line) for X normal (mean, sd) on whole points (line a half point). */
export const above = (line: number, mean: number, sd: number) => 1 - normalCdf((line - mean) / sd);
