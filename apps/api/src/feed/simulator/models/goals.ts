// Goal sports (soccer, ice hockey): goals arrive as a Poisson process; prices follow score and time.
import type { MatchStatistics } from '@sportsbook/contracts';
import type { Rng } from '../rng';
import type { PricedMarket, SettledOutcome, SimEvent, SportModel } from '../sport-model';
import { clamp, clockText, normalize, ordinal, poissonVector } from './maths';
import { handicapMarket, twoWayMarket } from './market-shapes';
import { depthMarkets, depthResults, halfGrid } from './goal-depth';
import {
  advanceEvents,
  emptyEvents,
  eventMarkets,
  eventResults,
  type Side,
  type SoccerEvents,
} from './soccer-events';

export interface GoalsState {
  rateHome: number;
  rateAway: number;
  /** Seconds played in regular time (breaks excluded). */
  played: number;
  breakLeft: number;
  period: number;
  scores: { home: number; away: number }[];
  finished: boolean;
  /** Scorers, cards, corners and shots (soccer, once the teams are known). */
  events?: SoccerEvents;
}

interface GoalsConfig {
  sportKey: string;
  periods: number;
  periodS: number;
  breakS: number;
  /** Expected goals per match, for both teams together. */
  goals: number;
  periodName: (n: number) => string;
  periodKey: (n: number) => string;
  countdown: boolean;
  totals: number[];
  handicaps: number[];
  draw: boolean;
  /** Two halves with the deeper markets: correct score, half-time/full-time, half and team lines. */
  depth: boolean;
  /** Players on the pitch: scorers, cards, corners, shots and their markets. */
  events: boolean;
}

const total = (s: GoalsState) =>
  s.scores.reduce((acc, p) => ({ home: acc.home + p.home, away: acc.away + p.away }), {
    home: 0,
    away: 0,
  });

/** Final score distribution: current score plus Poisson goals in the time left. */
function finalGrid(cfg: GoalsConfig, s: GoalsState, max = 10): number[][] {
  const left = 1 - s.played / (cfg.periods * cfg.periodS);
  const now = total(s);
  const home = poissonVector(s.rateHome * left, max);
  const away = poissonVector(s.rateAway * left, max);
  const grid: number[][] = [];
  for (let h = 0; h <= max; h += 1) {
    for (let a = 0; a <= max; a += 1) {
      const row = (grid[now.home + h] ??= []);
      row[now.away + a] = (row[now.away + a] ?? 0) + (home[h] ?? 0) * (away[a] ?? 0);
    }
  }
  return grid;
}

function sumGrid(grid: number[][], test: (h: number, a: number) => boolean): number {
  let p = 0;
  grid.forEach((row, h) => row.forEach((v, a) => (test(h, a) ? (p += v ?? 0) : 0)));
  return p;
}

/** The inputs of the deeper markets: each half's score distribution from now on. */
function depthOf(cfg: GoalsConfig, s: GoalsState) {
  const regular = cfg.periods * cfg.periodS;
  const zero = { home: 0, away: 0 };
  const firstNow = s.scores[0] ?? zero;
  const secondNow = s.scores[1] ?? zero;
  const firstLeft = Math.max(0, cfg.periodS - s.played) / regular;
  const secondLeft =
    (cfg.periodS - Math.min(cfg.periodS, Math.max(0, s.played - cfg.periodS))) / regular;
  return {
    first: halfGrid(firstNow, s.rateHome, s.rateAway, firstLeft),
    second: halfGrid(secondNow, s.rateHome, s.rateAway, secondLeft),
    now: total(s),
    firstNow,
    firstOver: s.played >= cfg.periodS,
  };
}

const ratesOf = (s: GoalsState) => ({ home: s.rateHome, away: s.rateAway });

const fmt = (n: number) => (n > 0 ? `+${n}` : String(n));

function goalsModel(cfg: GoalsConfig): SportModel<GoalsState> {
  const regular = cfg.periods * cfg.periodS;
  return {
    sportKey: cfg.sportKey,
    expectedDurationS: regular + (cfg.periods - 1) * cfg.breakS,
    createState(rng: Rng) {
      const edge = clamp(rng.normal() * 0.35, -0.9, 0.9);
      const each = cfg.goals / 2;
      return {
        rateHome: each * Math.exp(edge / 2 + 0.08),
        rateAway: each * Math.exp(-edge / 2),
        played: 0,
        breakLeft: 0,
        period: 1,
        scores: [{ home: 0, away: 0 }],
        finished: false,
      };
    },
    drift(s, rng) {
      const k = Math.exp(rng.normal() * 0.02);
      return { ...s, rateHome: s.rateHome * k, rateAway: s.rateAway / k };
    },
    advance(s, dt, rng) {
      if (s.finished) return { state: s, events: [] };
      const events: SimEvent[] = [];
      let state: GoalsState = { ...s, scores: s.scores.map((p) => ({ ...p })) };
      if (state.breakLeft > 0) {
        state.breakLeft = Math.max(0, state.breakLeft - dt);
        if (state.breakLeft === 0) events.push({ kind: 'period_start', period: state.period });
        return { state, events };
      }
      const step = Math.min(dt, state.period * cfg.periodS - state.played);
      const scored: Side[] = [];
      for (const side of ['home', 'away'] as const) {
        const rate = (side === 'home' ? state.rateHome : state.rateAway) / regular;
        if (rng.chance(rate * step * 1.6)) events.push({ kind: 'danger', side, seconds: 8 });
        if (rng.chance(rate * step)) {
          const current = state.scores[state.period - 1] as { home: number; away: number };
          current[side] += 1;
          events.push({ kind: 'score', side, points: 1 });
          scored.push(side);
        }
      }
      if (state.events)
        state.events = advanceEvents(
          state.events,
          {
            rates: { home: state.rateHome, away: state.rateAway },
            regular,
            from: state.played,
            step,
            scored,
          },
          rng,
        );
      state.played += step;
      if (state.played >= state.period * cfg.periodS) {
        events.push({ kind: 'period_end', period: state.period });
        if (state.period === cfg.periods) {
          state = { ...state, finished: true };
          events.push({ kind: 'finished' });
        } else {
          state = {
            ...state,
            period: state.period + 1,
            breakLeft: cfg.breakS,
            scores: [...state.scores, { home: 0, away: 0 }],
          };
        }
      }
      return { state, events };
    },
    // A match already under way without events keeps none: its goals so far have no scorers,
    // so it offers no event markets rather than ones that would settle on half a match.
    withTeams: cfg.events
      ? (s, teams) => (s.events || s.played > 0 ? s : { ...s, events: emptyEvents(teams) })
      : undefined,
    isFinished: (s) => s.finished,
    statistics(s): MatchStatistics {
      const started = s.played > 0 || s.finished;
      const inPeriod = s.played - (s.period - 1) * cfg.periodS;
      return {
        clock: started
          ? {
              match_time: clockText(cfg.countdown ? s.played : s.played),
              stoppage_time: null,
              stoppage_time_announced: null,
              remaining_time: cfg.countdown ? clockText(regular - s.played) : null,
              remaining_time_in_period: cfg.countdown ? clockText(cfg.periodS - inPeriod) : null,
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
              period_key: cfg.periodKey(i + 1),
              period_name: cfg.periodName(i + 1),
              number: i + 1,
              type: 'regular_period' as const,
            }))
          : [],
        current_server: null,
        max_period_number: cfg.periods,
      };
    },
    markets(s) {
      const grid = finalGrid(cfg, s);
      const now = total(s);
      const goals = now.home + now.away;
      const pHome = sumGrid(grid, (h, a) => h > a);
      const pAway = sumGrid(grid, (h, a) => a > h);
      const pDraw = 1 - pHome - pAway;
      const markets: PricedMarket[] = [];
      if (cfg.draw) {
        const [h, d, a] = normalize([pHome, pDraw, pAway]) as [number, number, number];
        markets.push({
          id: 1,
          specifier: '',
          name: '1X2',
          groups: ['main'],
          priority: 1,
          customBetGroups: ['result'],
          outcomes: [
            { id: '1', name: '1', probability: h },
            { id: '2', name: 'X', probability: d },
            { id: '3', name: '2', probability: a },
          ],
        });
        markets.push({
          id: 10,
          specifier: '',
          name: 'Double chance',
          groups: ['main'],
          priority: 3,
          customBetGroups: ['result'],
          outcomes: [
            { id: '9', name: '1X', probability: h + d },
            { id: '10', name: '12', probability: h + a },
            { id: '11', name: 'X2', probability: d + a },
          ],
        });
        const btts = sumGrid(grid, (h2, a2) => h2 > 0 && a2 > 0);
        markets.push({
          id: 29,
          specifier: '',
          name: 'Both teams to score',
          groups: ['main'],
          priority: 4,
          customBetGroups: ['goals'],
          closed: now.home > 0 && now.away > 0,
          outcomes: [
            { id: '74', name: 'Yes', probability: btts },
            { id: '76', name: 'No', probability: 1 - btts },
          ],
        });
      } else {
        const [h, a] = normalize([pHome + pDraw / 2, pAway + pDraw / 2]) as [number, number];
        markets.push(twoWayMarket({ id: 406, name: 'Winner (incl. overtime)' }, h, a));
      }
      for (const line of cfg.totals) {
        const over = sumGrid(grid, (h, a) => h + a > line);
        markets.push({
          id: 18,
          specifier: `total=${line}`,
          name: `Total ${line}`,
          groups: ['totals'],
          priority: 2,
          customBetGroups: ['goals'],
          closed: goals > line,
          outcomes: [
            { id: '12', name: `Over ${line}`, probability: over },
            { id: '13', name: `Under ${line}`, probability: 1 - over },
          ],
        });
      }
      for (const line of cfg.handicaps) {
        const home = sumGrid(grid, (h, a) => h + line > a);
        markets.push(handicapMarket(16, line, home, 5, fmt));
      }
      if (cfg.depth) markets.push(...depthMarkets(depthOf(cfg, s)));
      if (s.events) markets.push(...eventMarkets(s.events, ratesOf(s), 1 - s.played / regular));
      return markets;
    },
    results(s) {
      const now = total(s);
      const out = new Map<string, Map<string, SettledOutcome>>();
      const set = (key: string, winners: string[], all: string[]) =>
        out.set(
          key,
          new Map(
            all.map((id) => [
              id,
              { result: winners.includes(id) ? 'win' : 'lose' } as SettledOutcome,
            ]),
          ),
        );
      const result = now.home > now.away ? '1' : now.home < now.away ? '3' : '2';
      set('1|', [result], ['1', '2', '3']);
      set('10|', result === '1' ? ['9', '10'] : result === '2' ? ['9', '11'] : ['10', '11'], [
        '9',
        '10',
        '11',
      ]);
      set('29|', now.home > 0 && now.away > 0 ? ['74'] : ['76'], ['74', '76']);
      set('406|', now.home >= now.away ? ['4'] : ['5'], ['4', '5']);
      for (const line of cfg.totals)
        set(`18|total=${line}`, [now.home + now.away > line ? '12' : '13'], ['12', '13']);
      for (const line of cfg.handicaps)
        set(`16|hcp=${line}`, [now.home + line > now.away ? '1714' : '1715'], ['1714', '1715']);
      if (cfg.depth)
        for (const [key, value] of depthResults(depthMarkets(depthOf(cfg, s)), s.scores))
          out.set(key, value);
      if (s.events)
        for (const [key, value] of eventResults(eventMarkets(s.events, ratesOf(s), 0), s.events))
          out.set(key, value);
      return out;
    },
  };
}

export const soccerModel = goalsModel({
  sportKey: 'soccer',
  periods: 2,
  periodS: 45 * 60,
  breakS: 15 * 60,
  goals: 2.7,
  countdown: false,
  draw: true,
  depth: true,
  events: true,
  periodName: (n) => `${ordinal(n)} half`,
  periodKey: (n) => `${ordinal(n)}_half`,
  totals: [0.5, 1.5, 2.5, 3.5, 4.5],
  handicaps: [-1.5, -0.5, 0.5, 1.5],
});

export const iceHockeyModel = goalsModel({
  sportKey: 'ice-hockey',
  periods: 3,
  periodS: 20 * 60,
  breakS: 17 * 60,
  goals: 5.8,
  countdown: true,
  draw: true,
  depth: false,
  events: false,
  periodName: (n) => `${ordinal(n)} period`,
  periodKey: (n) => `${ordinal(n)}_period`,
  totals: [4.5, 5.5, 6.5],
  handicaps: [-1.5, 1.5],
});
