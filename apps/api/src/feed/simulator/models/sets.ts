// Racket sports (tennis, table tennis): point-by-point play; match odds by exact DP from point-win chances.
import type { MatchStatistics } from '@sportsbook/contracts';
import type { PricedMarket, SettledOutcome, SimEvent, SportModel } from '../sport-model';
import { clamp, ordinal } from './maths';
import { twoWayMarket } from './market-shapes';
import { tennisLines, type TennisLines, type TennisView } from './sets-depth';
import { holdGame, race } from './sets-maths';
import { tennisMarkets, tennisResults } from './tennis-markets';

type Side = 'home' | 'away';

export interface SetsState {
  /** Chance the home player wins a point on their serve / on the opponent's serve. */
  pHome: number;
  pAway: number;
  sets: { home: number; away: number }[];
  points: { home: number; away: number };
  server: Side;
  /** Points played in the current game (tiebreak serving order). */
  pointsInGame: number;
  clockS: number;
  /** Simulated seconds not yet spent on a point: ticks shorter than a point add up. */
  pendingS?: number;
  finished: boolean;
  /** Tennis: the winner of each game per set ("h"/"a"), and the lines of the deeper markets. */
  games?: string[];
  lines?: TennisLines;
}

interface SetsConfig {
  sportKey: string;
  setsToWin: number;
  /** Tennis: games to 6 with tiebreak; table tennis: games are points to 11. */
  kind: 'tennis' | 'table-tennis';
  secondsPerPoint: number;
  serve: number;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The tennis depth's view of a state. */
const tennisView = (s: SetsState): TennisView => ({
  pHome: s.pHome,
  pAway: s.pAway,
  sets: s.sets,
  points: s.points,
  server: s.server,
  finished: s.finished,
  games: s.games ?? [],
});

function setsModel(cfg: SetsConfig): SportModel<SetsState> {
  const pointWin = (s: SetsState, server: Side) => (server === 'home' ? s.pHome : 1 - s.pAway);

  /** Chance home wins the current set from its games and the current game's points. */
  const setWin = (s: SetsState): number => {
    const set = s.sets[s.sets.length - 1] as { home: number; away: number };
    if (cfg.kind === 'table-tennis') {
      const avg = (s.pHome + 1 - s.pAway) / 2;
      return race(avg, 11, s.points.home, s.points.away);
    }
    const memo = new Map<string, number>();
    const go = (h: number, a: number, server: Side, first: boolean): number => {
      if (h >= 6 && h - a >= 2) return 1;
      if (a >= 6 && a - h >= 2) return 0;
      if (h === 7 || a === 7) return h > a ? 1 : 0;
      if (h === 6 && a === 6) {
        const avg = (s.pHome + 1 - s.pAway) / 2;
        return first ? race(avg, 7, s.points.home, s.points.away) : race(avg, 7, 0, 0);
      }
      const key = `${h}:${a}:${server}:${first}`;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      const p = pointWin(s, server);
      const serverPoints = first
        ? server === 'home'
          ? [s.points.home, s.points.away]
          : [s.points.away, s.points.home]
        : [0, 0];
      const hold = holdGame(server === 'home' ? p : 1 - p, serverPoints[0], serverPoints[1]);
      const homeGame = server === 'home' ? hold : 1 - hold;
      const v =
        homeGame * go(h + 1, a, other(server), false) +
        (1 - homeGame) * go(h, a + 1, other(server), false);
      memo.set(key, v);
      return v;
    };
    return go(set.home, set.away, s.server, true);
  };

  const setsWon = (s: SetsState) => {
    let home = 0;
    let away = 0;
    s.sets.forEach((set, i) => {
      const done = i < s.sets.length - 1 || s.finished;
      if (!done) return;
      if (set.home > set.away) home++;
      else away++;
    });
    return { home, away };
  };

  /** Chance home wins the match, given the current set's chance and a fresh set's chance. */
  const matchWin = (s: SetsState) => {
    const won = setsWon(s);
    const current = setWin(s);
    const fresh = setWin({ ...s, sets: [{ home: 0, away: 0 }], points: { home: 0, away: 0 } });
    const memo = new Map<string, number>();
    const go = (h: number, a: number, first: boolean): number => {
      if (h === cfg.setsToWin) return 1;
      if (a === cfg.setsToWin) return 0;
      const key = `${h}:${a}:${first}`;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      const p = first ? current : fresh;
      const v = p * go(h + 1, a, false) + (1 - p) * go(h, a + 1, false);
      memo.set(key, v);
      return v;
    };
    return go(won.home, won.away, true);
  };

  const gameOver = (s: SetsState, set: { home: number; away: number }) => {
    const { home, away } = s.points;
    if (cfg.kind === 'table-tennis')
      return (home >= 11 || away >= 11) && Math.abs(home - away) >= 2;
    const tiebreak = set.home === 6 && set.away === 6;
    const target = tiebreak ? 7 : 4;
    return (home >= target || away >= target) && Math.abs(home - away) >= 2;
  };

  return {
    sportKey: cfg.sportKey,
    expectedDurationS: cfg.kind === 'tennis' ? 100 * 60 : 30 * 60,
    createState: (rng) => {
      // Real fields are close: a few points in a hundred between the players decide most matches.
      const skill = clamp(rng.normal() * 0.02, -0.05, 0.05);
      const state: SetsState = {
        pHome: clamp(cfg.serve + skill, 0.35, 0.85),
        pAway: clamp(cfg.serve - skill, 0.35, 0.85),
        sets: [{ home: 0, away: 0 }],
        points: { home: 0, away: 0 },
        server: rng.chance(0.5) ? 'home' : 'away',
        pointsInGame: 0,
        clockS: 0,
        finished: false,
      };
      if (cfg.kind !== 'tennis') return state;
      const games = { ...state, games: [''] };
      return { ...games, lines: tennisLines(tennisView(games)) };
    },
    drift: (s, rng) => {
      const d = rng.normal() * 0.003;
      return { ...s, pHome: clamp(s.pHome + d, 0.35, 0.85), pAway: clamp(s.pAway - d, 0.35, 0.85) };
    },
    advance(s, dt, rng) {
      if (s.finished) return { state: s, events: [] };
      const events: SimEvent[] = [];
      let state: SetsState = {
        ...s,
        sets: s.sets.map((x) => ({ ...x })),
        points: { ...s.points },
        ...(s.games ? { games: [...s.games] } : {}),
      };
      let budget = (s.pendingS ?? 0) + dt;
      while (budget >= cfg.secondsPerPoint && !state.finished) {
        budget -= cfg.secondsPerPoint;
        state.clockS += cfg.secondsPerPoint;
        const winner: Side = rng.chance(pointWin(state, state.server)) ? 'home' : 'away';
        state.points[winner] += 1;
        state.pointsInGame += 1;
        const set = state.sets[state.sets.length - 1] as { home: number; away: number };
        if (cfg.kind === 'table-tennis') {
          const both10 = state.points.home >= 10 && state.points.away >= 10;
          if (both10 || state.pointsInGame % 2 === 0) state.server = other(state.server);
        }
        if (gameOver(state, set)) {
          const gameWinner: Side = state.points.home > state.points.away ? 'home' : 'away';
          const tiebreak = cfg.kind === 'tennis' && set.home === 6 && set.away === 6;
          const final = state.points;
          state.points = { home: 0, away: 0 };
          state.pointsInGame = 0;
          if (cfg.kind === 'tennis') {
            set[gameWinner] += 1;
            if (state.games) {
              const at = state.sets.length - 1;
              state.games[at] = (state.games[at] ?? '') + (gameWinner === 'home' ? 'h' : 'a');
            }
            events.push({ kind: 'score', side: gameWinner, points: 1 });
            state.server = other(state.server);
            const setOver =
              tiebreak || ((set.home >= 6 || set.away >= 6) && Math.abs(set.home - set.away) >= 2);
            if (!setOver) continue;
          } else {
            set.home = final.home;
            set.away = final.away;
            events.push({ kind: 'score', side: gameWinner, points: 1 });
          }
          events.push({ kind: 'period_end', period: state.sets.length });
          const won = { home: 0, away: 0 };
          for (const x of state.sets) won[x.home > x.away ? 'home' : 'away'] += 1;
          if (won.home === cfg.setsToWin || won.away === cfg.setsToWin) {
            state = { ...state, finished: true };
            events.push({ kind: 'finished' });
          } else {
            state.sets.push({ home: 0, away: 0 });
            state.games?.push('');
            events.push({ kind: 'period_start', period: state.sets.length });
          }
        } else if (
          cfg.kind === 'tennis' &&
          set.home === 6 &&
          set.away === 6 &&
          state.pointsInGame % 2 === 1
        ) {
          state.server = other(state.server);
        }
      }
      state.pendingS = state.finished ? 0 : budget;
      return { state, events };
    },
    isFinished: (s) => s.finished,
    statistics(s): MatchStatistics {
      const started = s.clockS > 0 || s.finished;
      const won = setsWon(s);
      const unit = cfg.kind === 'tennis' ? 'set' : 'game';
      const tennisPoints = (n: number, m: number) => {
        const set = s.sets[s.sets.length - 1] as { home: number; away: number };
        if (set.home === 6 && set.away === 6) return n;
        if (n >= 3 && m >= 3) return n > m ? 50 : 40;
        return [0, 15, 30, 40][Math.min(n, 3)] ?? 40;
      };
      return {
        clock: null,
        total_score: started ? won : null,
        game_score:
          started && !s.finished
            ? cfg.kind === 'tennis'
              ? {
                  home: tennisPoints(s.points.home, s.points.away),
                  away: tennisPoints(s.points.away, s.points.home),
                }
              : { home: s.points.home, away: s.points.away }
            : null,
        period_score: started
          ? s.sets.map((x, i) => ({
              home:
                cfg.kind === 'table-tennis' && i === s.sets.length - 1 && !s.finished
                  ? s.points.home
                  : x.home,
              away:
                cfg.kind === 'table-tennis' && i === s.sets.length - 1 && !s.finished
                  ? s.points.away
                  : x.away,
              period_key: `${ordinal(i + 1)}_${unit}`,
              period_name: `${ordinal(i + 1)} ${unit}`,
              number: i + 1,
              type: 'regular_period' as const,
            }))
          : [],
        current_server: started && !s.finished ? s.server : null,
        max_period_number: cfg.setsToWin * 2 - 1,
      };
    },
    markets(s) {
      if (s.lines) return tennisMarkets(tennisView(s), s.lines);
      const home = matchWin(s);
      const set = setWin(s);
      const n = s.sets.length;
      return [
        twoWayMarket({ id: 186, name: 'Winner' }, home),
        twoWayMarket(
          {
            id: 204,
            name: `${ordinal(n)} ${cfg.kind === 'tennis' ? 'set' : 'game'} winner`,
            specifier: `setnr=${n}`,
            groups: ['sets'],
            priority: 2,
            customBetGroups: ['sets'],
          },
          set,
        ),
      ] satisfies PricedMarket[];
    },
    results(s) {
      if (s.lines) return tennisResults(tennisView(s), s.lines);
      const won = setsWon(s);
      const out = new Map<string, Map<string, SettledOutcome>>();
      const two = (home: boolean) =>
        new Map<string, SettledOutcome>([
          ['4', { result: home ? 'win' : 'lose' }],
          ['5', { result: home ? 'lose' : 'win' }],
        ]);
      out.set('186|', two(won.home > won.away));
      s.sets.forEach((x, i) => out.set(`204|setnr=${i + 1}`, two(x.home > x.away)));
      return out;
    },
  };
}

export const tennisModel = setsModel({
  sportKey: 'tennis',
  setsToWin: 2,
  kind: 'tennis',
  secondsPerPoint: 40,
  serve: 0.63,
});
export const tableTennisModel = setsModel({
  sportKey: 'table-tennis',
  setsToWin: 3,
  kind: 'table-tennis',
  secondsPerPoint: 12,
  serve: 0.55,
});
