// Points sports (basketball, American football): scoring plays by the clock, normal approximation of the final margin.
import type { MatchStatistics } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { PricedMarket, SettledOutcome, SimEvent, SportModel } from '../sport-model';
import { clamp, clockText, normalCdf, ordinal } from './maths';
import { handicapMarket, twoWayMarket } from './market-shapes';
import { createDepth, depthMarkets, depthResults, type PointsDepth } from './points-depth';
import { playStep, tipOff } from './points-players';

export interface PointsState {
  meanTotal: number;
  edge: number;
  played: number;
  breakLeft: number;
  period: number;
  scores: { home: number; away: number }[];
  overtime: number;
  finished: boolean;
  /** Basketball: the deeper markets' lines, races and key players. */
  depth?: PointsDepth;
}

interface PointsConfig {
  sportKey: string;
  periods: number;
  periodS: number;
  breakS: number;
  overtimeS: number;
  meanTotal: number;
  /** Standard deviation of the final margin over a full match. */
  marginSd: number;
  /** Scoring plays and their relative frequency. */
  plays: [points: number, weight: number][];
  periodName: (n: number) => string;
  /** Offer the deeper markets (quarters, halves, races, team totals, player lines). */
  depth: boolean;
}

const total = (s: PointsState) =>
  s.scores.reduce((acc, p) => ({ home: acc.home + p.home, away: acc.away + p.away }), {
    home: 0,
    away: 0,
  });

function pointsModel(cfg: PointsConfig): SportModel<PointsState> {
  const regular = cfg.periods * cfg.periodS;
  const weights = cfg.plays.reduce((sum, [, w]) => sum + w, 0);
  const avgPlay = cfg.plays.reduce((sum, [p, w]) => sum + p * w, 0) / weights;
  /** E[X²]/E[X] of a scoring play: the variance factor of points scored at a rate. */
  const playSpread = cfg.plays.reduce((sum, [p, w]) => sum + p * p * w, 0) / weights / avgPlay;
  const length = (s: PointsState) => regular + s.overtime * cfg.overtimeS;
  const left = (s: PointsState) => Math.max(0, length(s) - s.played) / regular;

  const pick = (rng: Rng) => {
    const weight = cfg.plays.reduce((sum, [, w]) => sum + w, 0);
    let r = rng.next() * weight;
    for (const [points, w] of cfg.plays) if ((r -= w) < 0) return points;
    return cfg.plays[0]?.[0] ?? 1;
  };

  /** Home margin at the end ~ Normal(now + edge × left, sd × sqrt(left)). */
  const margin = (s: PointsState) => {
    const now = total(s);
    const frac = left(s);
    return {
      mean: now.home - now.away + s.edge * frac,
      sd: Math.max(0.5, cfg.marginSd * Math.sqrt(frac)),
    };
  };
  const totalDist = (s: PointsState) => {
    const now = total(s);
    const frac = left(s);
    return {
      mean: now.home + now.away + s.meanTotal * frac,
      sd: Math.max(0.5, cfg.marginSd * 0.9 * Math.sqrt(frac)),
    };
  };

  const view = (s: PointsState) => ({
    meanTotal: s.meanTotal,
    edge: s.edge,
    marginSd: cfg.marginSd,
    periodS: cfg.periodS,
    played: Math.min(s.played, regular),
    left: left(s),
    periods: s.scores,
    finished: s.finished,
  });

  return {
    sportKey: cfg.sportKey,
    expectedDurationS: regular + (cfg.periods - 1) * cfg.breakS,
    createState: (rng, teams) => {
      const meanTotal = cfg.meanTotal * (1 + rng.normal() * 0.04);
      const edge = clamp(
        rng.normal() * cfg.marginSd * 0.6 + 2,
        -cfg.marginSd * 1.5,
        cfg.marginSd * 1.5,
      );
      return {
        meanTotal,
        edge,
        played: 0,
        breakLeft: 0,
        period: 1,
        scores: [{ home: 0, away: 0 }],
        overtime: 0,
        finished: false,
        ...(cfg.depth ? { depth: createDepth(meanTotal, edge, teams) } : {}),
      };
    },
    drift: (s, rng) => ({ ...s, edge: s.edge + rng.normal() * 0.2 }),
    advance(s, dt, rng) {
      if (s.finished) return { state: s, events: [] };
      const events: SimEvent[] = [];
      const state: PointsState = { ...s, scores: s.scores.map((p) => ({ ...p })) };
      if (state.breakLeft > 0) {
        state.breakLeft = Math.max(0, state.breakLeft - dt);
        if (state.breakLeft === 0) events.push({ kind: 'period_start', period: state.period });
        return { state, events };
      }
      const periodEnd = state.period <= cfg.periods ? state.period * cfg.periodS : length(state);
      const step = Math.min(dt, periodEnd - state.played);
      const playsPerSecond = state.meanTotal / avgPlay / regular;
      const homeShare = clamp(0.5 + state.edge / state.meanTotal, 0.2, 0.8);
      if (state.depth && state.played === 0) state.depth = tipOff(state.depth, rng);
      let scored: { side: 'home' | 'away'; points: number } | null = null;
      if (rng.chance(playsPerSecond * step)) {
        const side = rng.chance(homeShare) ? 'home' : 'away';
        const points = pick(rng);
        (state.scores[state.scores.length - 1] as { home: number; away: number })[side] += points;
        events.push({ kind: 'score', side, points });
        scored = { side, points };
      }
      if (state.depth)
        state.depth = playStep(state.depth, scored, total(state), step, regular, rng);
      state.played += step;
      if (state.played >= periodEnd) {
        events.push({ kind: 'period_end', period: state.period });
        const now = total(state);
        if (state.period >= cfg.periods && now.home !== now.away) {
          state.finished = true;
          events.push({ kind: 'finished' });
        } else {
          if (state.period >= cfg.periods) state.overtime += 1;
          state.period += 1;
          state.breakLeft = cfg.breakS / 2;
          state.scores.push({ home: 0, away: 0 });
        }
      }
      return { state, events };
    },
    isFinished: (s) => s.finished,
    statistics(s): MatchStatistics {
      const started = s.played > 0 || s.finished;
      const periodStart =
        s.period <= cfg.periods
          ? (s.period - 1) * cfg.periodS
          : regular + (s.overtime - 1) * cfg.overtimeS;
      const periodLength = s.period <= cfg.periods ? cfg.periodS : cfg.overtimeS;
      return {
        clock: started
          ? {
              match_time: clockText(s.played),
              stoppage_time: null,
              stoppage_time_announced: null,
              remaining_time: clockText(length(s) - s.played),
              remaining_time_in_period: clockText(periodLength - (s.played - periodStart)),
              stopped: s.breakLeft > 0 || s.finished,
              clock_updated_at: null,
            }
          : null,
        total_score: started ? total(s) : null,
        game_score: null,
        period_score: started
          ? s.scores.map((p, i) => ({
              home: p.home,
              away: p.away,
              period_key:
                i < cfg.periods ? `${ordinal(i + 1)}_quarter` : `overtime_${i + 1 - cfg.periods}`,
              period_name: i < cfg.periods ? cfg.periodName(i + 1) : 'Overtime',
              number: i + 1,
              type: i < cfg.periods ? ('regular_period' as const) : ('overtime' as const),
            }))
          : [],
        current_server: null,
        max_period_number: cfg.periods,
      };
    },
    markets(s) {
      const m = margin(s);
      const t = totalDist(s);
      const home = normalCdf(m.mean / m.sd);
      const centreLine = Math.round(t.mean) + 0.5;
      const spread = Math.round(m.mean) + 0.5;
      const markets: PricedMarket[] = [
        twoWayMarket({ id: 219, name: 'Winner (incl. overtime)' }, home),
      ];
      for (const line of [
        centreLine - 6,
        centreLine - 3,
        centreLine,
        centreLine + 3,
        centreLine + 6,
      ]) {
        const over = 1 - normalCdf((line - t.mean) / t.sd);
        markets.push({
          id: 225,
          specifier: `total=${line}`,
          name: `Total ${line}`,
          groups: ['totals'],
          priority: 2,
          customBetGroups: ['points'],
          outcomes: [
            { id: '12', name: `Over ${line}`, probability: over },
            { id: '13', name: `Under ${line}`, probability: 1 - over },
          ],
        });
      }
      for (const offset of [-3, 0, 3]) {
        const hcp = -(spread + offset);
        const cover = normalCdf((m.mean + hcp) / m.sd);
        const label = (n: number) => (n > 0 ? `+${n}` : String(n));
        markets.push(handicapMarket(223, hcp, cover, 3, label));
      }
      if (s.depth) markets.push(...depthMarkets(view(s), s.depth, playSpread));
      return markets;
    },
    results(s) {
      const now = total(s);
      const out = new Map<string, Map<string, SettledOutcome>>();
      const win = (id: string, won: boolean): [string, SettledOutcome] => [
        id,
        { result: won ? 'win' : 'lose' },
      ];
      out.set('219|', new Map([win('4', now.home > now.away), win('5', now.away > now.home)]));
      // Lines on offer changed during the match: every line the score decides is settled.
      for (let line = 0.5; line < 400; line += 1) {
        out.set(
          `225|total=${line}`,
          new Map([win('12', now.home + now.away > line), win('13', now.home + now.away < line)]),
        );
      }
      for (let hcp = -80.5; hcp <= 80.5; hcp += 1) {
        out.set(
          `223|hcp=${hcp}`,
          new Map([win('1714', now.home + hcp > now.away), win('1715', now.home + hcp < now.away)]),
        );
      }
      if (s.depth)
        for (const [key, value] of depthResults(
          depthMarkets(view(s), s.depth, playSpread),
          s.scores,
          s.depth,
        ))
          out.set(key, value);
      return out;
    },
  };
}

export const basketballModel = pointsModel({
  sportKey: 'basketball',
  periods: 4,
  periodS: 10 * 60,
  breakS: 4 * 60,
  overtimeS: 5 * 60,
  meanTotal: 168,
  marginSd: 12,
  plays: [
    [2, 62],
    [3, 26],
    [1, 12],
  ],
  periodName: (n) => `${ordinal(n)} quarter`,
  depth: true,
});

export const americanFootballModel = pointsModel({
  sportKey: 'american-football',
  periods: 4,
  periodS: 15 * 60,
  breakS: 6 * 60,
  overtimeS: 10 * 60,
  meanTotal: 45,
  marginSd: 13,
  plays: [
    [7, 52],
    [3, 38],
    [6, 5],
    [2, 3],
    [8, 2],
  ],
  periodName: (n) => `${ordinal(n)} quarter`,
  depth: false,
});
